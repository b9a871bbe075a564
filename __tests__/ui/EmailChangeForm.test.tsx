import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/EmailChangeForm.stories';

const { Empty, Busy, LinkSent, Submit } = composeStories(stories);

describe('EmailChangeForm', () => {
  it('shows the current address and asks for the new one and the password', () => {
    render(<Empty />);
    expect(screen.getByText('priya@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Your password')).toBeRequired();
  });

  it('disables the button while busy and says where the link went', () => {
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    render(<LinkSent />);
    expect(screen.getByText(/on its way to priya\.new@example\.com/)).toBeInTheDocument();
  });

  it('passes its play function and has no axe violations', async () => {
    await Submit.run();
    const { container } = render(<LinkSent />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
