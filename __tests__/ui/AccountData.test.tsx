import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/AccountData.stories';

const { Idle, ConfirmingWithPasskey, Deleting, DeleteWithPassword } = composeStories(stories);

describe('AccountData', () => {
  it('offers the JSON download and says what deleting takes with it', () => {
    render(<Idle />);
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
    expect(
      screen.getByText(/your comments, your signed-in browsers and your passkeys are deleted/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('asks for the password (or a passkey) before deleting, and can be cancelled', async () => {
    const user = userEvent.setup();
    const onDeleteWithPasskey = jest.fn();
    render(<ConfirmingWithPasskey onDeleteWithPasskey={onDeleteWithPasskey} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Every comment you wrote is deleted with the account.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm with a passkey instead' }));
    expect(onDeleteWithPasskey).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeInTheDocument();
  });

  it('disables every button while deleting', () => {
    render(<Deleting />);
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('passes its play function and has no axe violations', async () => {
    await DeleteWithPassword.run();
    const { container } = render(<ConfirmingWithPasskey />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
