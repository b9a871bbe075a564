import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/AccountProfile.stories';

const { Verified, Unverified, Resent, MovingToANewAddress, ResendClick } = composeStories(stories);

describe('AccountProfile', () => {
  it('names the account and says the address is verified, in words', () => {
    render(<Verified />);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('priya_sharma')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks an unverified address and offers to send the link again', () => {
    render(<Unverified />);
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('says what the resend did, and names an address waiting for its link', () => {
    render(<Resent />);
    expect(screen.getByText(/A new link is on its way/)).toBeInTheDocument();
    render(<MovingToANewAddress />);
    expect(screen.getByText('priya.new@example.com')).toBeInTheDocument();
    expect(screen.getByText('Waiting for its link')).toBeInTheDocument();
  });

  it('passes its play function and has no axe violations', async () => {
    await ResendClick.run();
    const { container } = render(<Unverified />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
