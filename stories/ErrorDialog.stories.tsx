import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ErrorDialog } from '../ui';
import { serverMessages } from './fixtures/auth';
import { modalStory } from './fixtures/docs';

function Harness(props: React.ComponentProps<typeof ErrorDialog>) {
  const [message, setMessage] = useState(props.message);
  return (
    <div style={{ padding: 24, minHeight: 320 }}>
      <Button type="button" onClick={() => setMessage(serverMessages.invalidLogin)}>
        Try again
      </Button>
      <ErrorDialog
        {...props}
        message={message}
        onClose={() => {
          props.onClose();
          setMessage(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/ErrorDialog',
  component: ErrorDialog,
  tags: ['modal'],
  render: (args) => <Harness {...args} />,
  args: { message: serverMessages.invalidLogin, onClose: fn() },
  parameters: modalStory,
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A long message wraps inside the dialog, on a phone too. */
export const LongMessage: Story = {
  tags: ['responsive'],
  args: {
    message:
      'The server could not create the account because the address priya.sharma.with.a.really.long.mailbox@example.com is already registered.',
  },
};

/** 'Close' has the focus, so Enter dismisses the dialog. */
export const CloseWithButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent(serverMessages.invalidLogin);
    // The dialog takes focus once its effect has run, after the first paint.
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
