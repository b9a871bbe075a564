import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyPasswordChange, PasswordChangeForm, type PasswordChangeValues } from '../ui';
import { accountMessages } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

const filled: PasswordChangeValues = {
  currentPassword: 'correct horse battery',
  newPassword: 'a brand new passphrase',
  confirmPassword: 'a brand new passphrase',
};

/** Holds the values and applies the page's rule: the two new passwords must match. */
function Harness(props: React.ComponentProps<typeof PasswordChangeForm>) {
  const [values, setValues] = useState(props.values);
  const [mismatch, setMismatch] = useState(props.passwordMismatch ?? false);
  return (
    <PasswordChangeForm
      {...props}
      values={values}
      passwordMismatch={mismatch}
      onValuesChange={(change) => {
        props.onValuesChange(change);
        setValues(change.values);
      }}
      onSubmit={(submit) => {
        const differ = submit.values.newPassword !== submit.values.confirmPassword;
        setMismatch(differ);
        if (!differ) props.onSubmit(submit);
      }}
    />
  );
}

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['responsive', 'form'],
  decorators: [inAccountPage],
  render: (args) => <Harness {...args} />,
  args: { values: emptyPasswordChange, onValuesChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Busy: Story = { args: { values: filled, busy: true } };

export const Mismatch: Story = {
  args: {
    values: { ...filled, confirmPassword: 'a brand new passphrase!' },
    passwordMismatch: true,
  },
};

export const Changed: Story = { args: { message: accountMessages.passwordChanged } };

export const WrongCurrentPassword: Story = {
  args: { values: filled, error: accountMessages.wrongPassword },
};

/** Filling the three fields and pressing 'Change password' sends them. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), filled.currentPassword);
    await userEvent.type(canvas.getByLabelText('New password'), filled.newPassword);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), filled.confirmPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ values: filled });
  },
};
