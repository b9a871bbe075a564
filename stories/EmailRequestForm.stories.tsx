import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailRequestForm } from '../ui';
import { accountMessages } from './fixtures/account';
import { onLinkPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof EmailRequestForm>) {
  const [email, setEmail] = useState(props.email);
  return (
    <EmailRequestForm
      {...props}
      email={email}
      onEmailChange={(change) => {
        props.onEmailChange(change);
        setEmail(change.email);
      }}
    />
  );
}

const meta = {
  title: 'Account/EmailRequestForm (form field, input)',
  id: 'account-emailrequestform',
  component: EmailRequestForm,
  tags: ['responsive', 'form', 'input', 'field'],
  decorators: [onLinkPage],
  render: (args) => <Harness {...args} />,
  args: { email: '', onEmailChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof EmailRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The static HTML before hydration: the field takes input, the button waits. */
export const BeforeHydration: Story = { args: { ready: false } };

export const Busy: Story = { args: { email: 'priya@example.com', busy: true } };

/** The same answer whether or not the address has an account. */
export const Sent: Story = {
  args: { email: 'priya@example.com', message: accountMessages.forgotAnswer },
};

export const Failed: Story = {
  args: { email: 'priya@example.com', error: 'Too many requests; try again in 58 minutes.' },
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), ' priya@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'priya@example.com' });
  },
};
