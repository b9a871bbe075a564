import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyList } from '../ui';
import { accountMessages, passkeys } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof PasskeyList>) {
  const [name, setName] = useState(props.newName);
  const [password, setPassword] = useState(props.password);
  return (
    <PasskeyList
      {...props}
      newName={name}
      onNewNameChange={(change) => {
        props.onNewNameChange(change);
        setName(change.name);
      }}
      password={password}
      onPasswordChange={(change) => {
        props.onPasswordChange(change);
        setPassword(change.password);
      }}
    />
  );
}

const meta = {
  title: 'Account/PasskeyList',
  component: PasskeyList,
  tags: ['responsive'],
  decorators: [inAccountPage],
  render: (args) => <Harness {...args} />,
  args: {
    passkeys,
    newName: '',
    onNewNameChange: fn(),
    password: '',
    onPasswordChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, one never used, with a long name that wraps. */
export const Several: Story = {};

export const None: Story = { args: { passkeys: [] } };

/** The browser is asking for the passkey. */
export const Adding: Story = {
  args: { newName: 'Work laptop', password: 'correct horse', adding: true },
};

/** The password was wrong: nothing was asked of the browser. */
export const WrongPassword: Story = {
  args: {
    newName: 'Work laptop',
    password: 'not it',
    error: accountMessages.wrongPasskeyPassword,
  },
};

/** An address not verified yet: the list stays, the form gives way to a note. */
export const Unverified: Story = { args: { passkeys: [], canAdd: false } };

export const Added: Story = { args: { message: accountMessages.passkeyAdded } };

export const AddCancelled: Story = {
  args: { newName: 'Work laptop', error: accountMessages.passkeyCancelled },
};

export const Removing: Story = { args: { removingIds: [passkeys[0]?.id ?? ''] } };

/** A browser without WebAuthn: the list stays, the form gives way to a note. */
export const Unsupported: Story = { args: { supported: false } };

export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name for a new passkey'), 'Tablet');
    await userEvent.type(canvas.getByLabelText('Your password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Tablet', password: 'correct horse' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the passkey Work laptop' }));
    await expect(args.onRemove).toHaveBeenCalledWith({
      id: passkeys[0]?.id,
      name: 'Work laptop',
    });
  },
};
