import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InboxList, type InboxFilter, type InboxItem } from '../ui';
import { inboxMessages, longInboxMessage } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

type Props = React.ComponentProps<typeof InboxList>;

/** Behaves like the Inbox tab: marks at once and filters. */
function Harness(props: Props) {
  const [messages, setMessages] = useState<InboxItem[]>(props.messages);
  const [filter, setFilter] = useState<InboxFilter>(props.filter ?? 'all');
  const update = (id: string, change: Partial<InboxItem>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));
  return (
    <InboxList
      {...props}
      messages={filter === 'unhandled' ? messages.filter((m) => !m.handled) : messages}
      filter={filter}
      onFilterChange={(change) => {
        props.onFilterChange?.(change);
        setFilter(change.filter);
      }}
      onReadChange={(change) => {
        props.onReadChange(change);
        update(change.id, { read: change.read });
      }}
      onHandledChange={(change) => {
        props.onHandledChange(change);
        update(change.id, { handled: change.handled });
      }}
    />
  );
}

const meta = {
  title: 'Admin/InboxList',
  component: InboxList,
  tags: ['responsive'],
  decorators: [inAdminPage],
  render: (args) => <Harness {...args} />,
  args: {
    messages: inboxMessages,
    onFilterChange: fn(),
    onReadChange: fn(),
    onHandledChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: an unread message, a read one and a handled one. */
export const Messages: Story = {};

export const Unhandled: Story = { args: { filter: 'unhandled' } };

/** Long text keeps its line breaks and wraps an unbroken word, on a phone too. */
export const Long: Story = { args: { messages: [longInboxMessage] } };

/** A change to the first message is in flight: its buttons are disabled. */
export const Busy: Story = { args: { busyIds: ['i1'] } };

export const ActionFailed: Story = {
  args: { actionError: 'The message could not be marked: the server could not be reached.' },
};

export const Loading: Story = { args: { messages: [], loading: true } };

export const Empty: Story = { args: { messages: [] } };

export const NothingToHandle: Story = { args: { messages: [], filter: 'unhandled' } };

export const LoadFailed: Story = {
  args: { messages: [], error: 'The server answered 500.' },
};

/** Marking read and handled reports the message and its new state. */
export const MarkReadAndHandled: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('article', { name: /Lena Fischer/ });
    await expect(item).toHaveTextContent('Unread');
    await userEvent.click(
      within(item).getByRole('button', { name: 'Mark read (message from Lena Fischer)' }),
    );
    await expect(args.onReadChange).toHaveBeenCalledWith({ id: 'i1', read: true });
    await expect(item).not.toHaveTextContent('Unread');
    await userEvent.click(within(item).getByRole('button', { name: /^Mark handled/ }));
    await expect(args.onHandledChange).toHaveBeenCalledWith({ id: 'i1', handled: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Unhandled' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ filter: 'unhandled' });
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};
