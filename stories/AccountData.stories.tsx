import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountData } from '../ui';
import { inAccountPage } from './fixtures/accountFrame';

/** Steps through the deletion as /account does: start, type the password, confirm or cancel. */
function Harness(props: React.ComponentProps<typeof AccountData>) {
  const [step, setStep] = useState(props.deleteStep);
  const [password, setPassword] = useState(props.password);
  return (
    <AccountData
      {...props}
      deleteStep={step}
      password={password}
      onDeleteStart={() => {
        props.onDeleteStart();
        setStep('confirming');
      }}
      onDeleteCancel={() => {
        props.onDeleteCancel();
        setStep('idle');
      }}
      onPasswordChange={(change) => {
        props.onPasswordChange(change);
        setPassword(change.password);
      }}
    />
  );
}

const meta = {
  title: 'Account/AccountData',
  component: AccountData,
  tags: ['responsive'],
  decorators: [inAccountPage],
  render: (args) => <Harness {...args} />,
  args: {
    exportHref: '/api/account/export',
    deleteStep: 'idle',
    password: '',
    onDeleteStart: fn(),
    onDeleteCancel: fn(),
    onPasswordChange: fn(),
    onDeleteWithPassword: fn(),
  },
} satisfies Meta<typeof AccountData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The password is asked for; the rule for comments is said again. */
export const Confirming: Story = { args: { deleteStep: 'confirming' } };

/** An account with a passkey may confirm with it instead. */
export const ConfirmingWithPasskey: Story = {
  args: { deleteStep: 'confirming', onDeleteWithPasskey: fn() },
};

export const Deleting: Story = {
  args: { deleteStep: 'confirming', password: 'secret', deleting: true },
};

export const WrongPassword: Story = {
  args: {
    deleteStep: 'confirming',
    password: 'secret',
    error: 'That is not your current password (password)',
  },
};

export const DeleteWithPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(canvas.getByLabelText('Your password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDeleteWithPassword).toHaveBeenCalledWith({ password: 'secret' });
  },
};
