import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/LinkCard.stories';

const { Checking, ConfirmAddress, Verified, Expired, ChooseNewPassword } = composeStories(stories);

describe('LinkCard', () => {
  it('shows a loader while the link is checked, under the page’s h1', () => {
    render(<Checking />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Verify your email address',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
  });

  it('asks before using a link, and says when it is done', () => {
    render(<ConfirmAddress />);
    expect(screen.getByRole('button', { name: 'Verify my email address' })).toBeInTheDocument();
    render(<Verified />);
    expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();
  });

  it('says plainly what is wrong with a link, with a way to ask again', async () => {
    const { container } = render(<Expired />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('holds the new-password form', () => {
    render(<ChooseNewPassword />);
    expect(screen.getByLabelText('New password')).toBeRequired();
  });
});
