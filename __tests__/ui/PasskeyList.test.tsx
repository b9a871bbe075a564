import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/PasskeyList.stories';

const { Several, None, Adding, WrongPassword, Unverified, Removing, Unsupported, AddAndRemove } =
  composeStories(stories);

describe('PasskeyList', () => {
  it('lists each passkey with when it was added and last used, and a Remove naming it', () => {
    render(<Several />);
    expect(screen.getByText('Work laptop')).toBeInTheDocument();
    expect(screen.getByText(/last used 28 November 2026/)).toBeInTheDocument();
    expect(screen.getByText(/not used yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the passkey Work laptop' })).toBeEnabled();
    expect(screen.getByLabelText('Name for a new passkey')).toBeRequired();
  });

  it('asks for the password before a passkey is added, and says when it was wrong', () => {
    const { unmount } = render(<Several />);
    const password = screen.getByLabelText('Your password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(/we mail your address about every passkey/);
    unmount();
    render(<WrongPassword />);
    expect(screen.getByText('That is not your current password (password)')).toBeInTheDocument();
  });

  it('asks an unverified account to verify its address first', async () => {
    const { container } = render(<Unverified />);
    expect(screen.getByText(/Verify your email address to add a passkey/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there is none, and when this browser cannot make one', () => {
    render(<None />);
    expect(screen.getByText('No passkeys yet.')).toBeInTheDocument();
    render(<Unsupported />);
    expect(screen.getByText(/This browser cannot make passkeys/)).toBeInTheDocument();
  });

  it('disables what is on its way', () => {
    const { unmount } = render(<Adding />);
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    unmount();
    render(<Removing />);
    expect(screen.getByRole('button', { name: 'Remove the passkey Work laptop' })).toBeDisabled();
  });

  it('passes its play function and has no axe violations', async () => {
    await AddAndRemove.run();
    const { container } = render(<Several />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
