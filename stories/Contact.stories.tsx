import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Contact, type ContactResult } from '../ui';
import { owner } from './fixtures/landing';
import { modalStory } from './fixtures/docs';

/** Sends nothing: reports success (or the given error) and clears the form like the page. */
function Harness(props: React.ComponentProps<typeof Contact> & { failWith?: string }) {
  const { failWith, ...rest } = props;
  const [result, setResult] = useState<ContactResult | null>(props.result);
  return (
    <Contact
      {...rest}
      result={result}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        setResult(failWith ? { kind: 'error', message: failWith } : { kind: 'success' });
        submission.form.reset();
      }}
      onResultClose={() => {
        props.onResultClose();
        setResult(null);
      }}
    />
  );
}

const meta = {
  title: 'Landing/Contact',
  component: Contact,
  tags: ['responsive', 'form', 'input', 'field'],
  render: (args) => <Harness {...args} />,
  args: { email: owner.email, result: null, onSubmit: fn(), onResultClose: fn() },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sending: Story = { args: { sending: true } };

export const Success: Story = { parameters: modalStory, args: { result: { kind: 'success' } } };

export const Failure: Story = {
  parameters: modalStory,
  args: { result: { kind: 'error', message: 'The mail service is not answering (503).' } },
};

/** A long error message wraps inside the popup. */
export const FailureLongMessage: Story = {
  parameters: modalStory,
  args: {
    result: {
      kind: 'error',
      message:
        'The template ID is invalid. To find this ID, visit the email templates page of your account.',
    },
  },
};

/** Empty or malformed fields are stopped by the browser; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(name).toBeRequired();
    await expect(email).toBeRequired();
    await expect(message).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Meera');
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(message, 'Hello!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(email).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid message is handed over with the form, the popup confirms, the form is cleared. */
export const SendsAndClears: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Meera Joshi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can we talk?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        values: {
          user_name: 'Meera Joshi',
          user_email: 'meera@example.com',
          user_message: 'Can we talk?',
        },
      }),
    );
    const popup = page.getByRole('dialog', { name: 'Message Sent Successfully' });
    await expect(within(popup).getByText('Message Sent Successfully')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(args.onResultClose).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
  tags: ['no-visual'],
};
