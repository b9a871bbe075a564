import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/EmailRequestForm.stories';

const { Empty, BeforeHydration, Busy, Sent, Submit } = composeStories(stories);

describe('EmailRequestForm', () => {
  it('has one required email field and a button', () => {
    render(<Empty />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
  });

  it('keeps the button waiting before hydration and while busy', () => {
    render(<BeforeHydration />);
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
    render(<Busy />);
    expect(screen.getAllByRole('button', { name: 'Send me a link' })[1]).toBeDisabled();
  });

  it('shows the answer, passes its play function and has no axe violations', async () => {
    await Submit.run();
    const { container } = render(<Sent />);
    expect(screen.getByText(/It works for 30 minutes/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
