import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/LinkCard.stories';

const {
  Checking,
  ConfirmAddress,
  Verified,
  Expired,
  ChooseNewPassword,
  PasswordChangedKeepPasskeys,
  PasskeysKept,
  EndPasskey,
  PasskeyEnded,
} = composeStories(stories);

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

  it('after a reset, holds the list of passkeys to keep', async () => {
    const { container } = render(<PasswordChangedKeepPasskeys />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Password changed');
    expect(screen.getByText(/Choose the passkeys to keep/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Work laptop' })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says which passkeys the reader kept', () => {
    render(<PasskeysKept />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kept the passkey “Work laptop”; 1 removed.',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks before ending a passkey from its mail, and says what ending it did', () => {
    const { unmount } = render(<EndPasskey />);
    expect(screen.getByText(/End the passkey/)).toHaveTextContent(
      'End the passkey Work laptop of the account priya_sharma.',
    );
    expect(screen.getByRole('button', { name: 'End this passkey' })).toBeInTheDocument();
    unmount();
    render(<PasskeyEnded />);
    expect(screen.getByText(/was removed, and every browser/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'choose a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
