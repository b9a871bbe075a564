import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyList } from '../ui';
import { accountMessages, passkeys } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof PasskeyList>) {
  const [name, setName] = useState(props.newName);
  return (
    <PasskeyList
      {...props}
      newName={name}
      onNewNameChange={(change) => {
        props.onNewNameChange(change);
        setName(change.name);
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
export const Adding: Story = { args: { newName: 'Work laptop', adding: true } };

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
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Tablet' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the passkey Work laptop' }));
    await expect(args.onRemove).toHaveBeenCalledWith({
      id: passkeys[0]?.id,
      name: 'Work laptop',
    });
  },
};
