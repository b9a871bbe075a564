import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailChangeForm, emptyEmailChange } from '../ui';
import { accountMessages, accountUser } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof EmailChangeForm>) {
  const [values, setValues] = useState(props.values);
  return (
    <EmailChangeForm
      {...props}
      values={values}
      onValuesChange={(change) => {
        props.onValuesChange(change);
        setValues(change.values);
      }}
    />
  );
}

const meta = {
  title: 'Account/EmailChangeForm',
  component: EmailChangeForm,
  tags: ['responsive', 'form'],
  decorators: [inAccountPage],
  render: (args) => <Harness {...args} />,
  args: {
    currentEmail: accountUser.email,
    values: emptyEmailChange,
    onValuesChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Busy: Story = {
  args: { values: { email: 'priya.new@example.com', password: 'secret' }, busy: true },
};

/** The link is on its way: nothing changes until it is opened. */
export const LinkSent: Story = { args: { message: accountMessages.emailSent } };

export const WrongPassword: Story = {
  args: {
    values: { email: 'priya.new@example.com', password: 'secret' },
    error: 'That is not your current password (password)',
  },
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New email'), 'priya.new@example.com');
    await userEvent.type(canvas.getByLabelText('Your password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { email: 'priya.new@example.com', password: 'secret' },
    });
  },
};
