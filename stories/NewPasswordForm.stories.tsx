import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyNewPassword, NewPasswordForm } from '../ui';
import { accountMessages } from './fixtures/account';
import { onLinkPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof NewPasswordForm>) {
  const [values, setValues] = useState(props.values);
  const [mismatch, setMismatch] = useState(props.passwordMismatch ?? false);
  return (
    <NewPasswordForm
      {...props}
      values={values}
      passwordMismatch={mismatch}
      onValuesChange={(change) => {
        props.onValuesChange(change);
        setValues(change.values);
      }}
      onSubmit={(submit) => {
        const differ = submit.values.password !== submit.values.confirmPassword;
        setMismatch(differ);
        if (!differ) props.onSubmit(submit);
      }}
    />
  );
}

const meta = {
  title: 'Account/NewPasswordForm',
  component: NewPasswordForm,
  tags: ['responsive', 'form'],
  decorators: [onLinkPage],
  render: (args) => <Harness {...args} />,
  args: { values: emptyNewPassword, onValuesChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = { password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' };

export const Empty: Story = {};

export const Busy: Story = { args: { values: typed, busy: true } };

export const Mismatch: Story = {
  args: { values: { ...typed, confirmPassword: 'something else' }, passwordMismatch: true },
};

export const Refused: Story = {
  args: {
    values: { password: 'password1', confirmPassword: 'password1' },
    error: accountMessages.tooCommon,
  },
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), typed.password);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), typed.confirmPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ values: typed });
  },
};
