import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/PasswordChangeForm.stories';

const { Empty, Busy, Mismatch, Changed, WrongCurrentPassword, Submit } = composeStories(stories);

describe('PasswordChangeForm', () => {
  it('asks for the current password and the new one twice, all required', () => {
    render(<Empty />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /8 to 128 characters/,
    );
  });

  it('disables the button while busy and ties the mismatch to its field', () => {
    const { unmount } = render(<Busy />);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    unmount();
    render(<Mismatch />);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('says what happened', () => {
    render(<Changed />);
    expect(screen.getByText(/2 other browsers were signed out/)).toBeInTheDocument();
    render(<WrongCurrentPassword />);
    expect(screen.getByText(/not your current password/)).toBeInTheDocument();
  });

  it('passes its play function and has no axe violations', async () => {
    await Submit.run();
    const { container } = render(<Mismatch />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
