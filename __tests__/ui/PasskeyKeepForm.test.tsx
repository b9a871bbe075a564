import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/PasskeyKeepForm.stories';

const { NoneChosen, OneChosen, Busy, TooLate, KeepOne } = composeStories(stories);

describe('PasskeyKeepForm', () => {
  it('lists each suspended passkey with when it was added and last used, none ticked', async () => {
    const { container } = render(<NoneChosen />);
    expect(screen.getByRole('group', { name: 'Which passkeys are yours?' })).toBeInTheDocument();
    const laptop = screen.getByRole('checkbox', { name: 'Work laptop' });
    expect(laptop).not.toBeChecked();
    expect(laptop).toHaveAccessibleDescription(/last used 28 November 2026/);
    expect(
      screen.getByRole('checkbox', { name: 'Phone with a rather long name for its passkey' }),
    ).toHaveAccessibleDescription(/not used yet/);
    expect(screen.getByRole('button', { name: 'Remove them all' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names what the button keeps, and waits while the choice is on its way', () => {
    const { unmount } = render(<OneChosen />);
    expect(screen.getByRole('checkbox', { name: 'Work laptop' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Keep this passkey' })).toBeEnabled();
    unmount();
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'Keep this passkey' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Work laptop' })).toBeDisabled();
  });

  it('says why a choice came too late', () => {
    render(<TooLate />);
    expect(screen.getByText(/can no longer be kept/)).toBeInTheDocument();
  });

  it('passes its play function', async () => {
    await KeepOne.run();
    expect(screen.getByRole('checkbox', { name: 'Work laptop' })).toBeChecked();
  });
});
