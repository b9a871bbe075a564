import { useId, type HTMLAttributes } from 'react';
import { formatDateTime } from '../AdminShell/format';
import { Actions, EmptyText, FilterChips, LoadFailed, Tag } from '../AdminShell/parts';
import { Loader } from '../Loader';
import { Button, Link, VisuallyHidden } from '../primitives';
import {
  Details,
  ErrorText,
  From,
  Heading,
  Item,
  List,
  Message,
  Root,
  Top,
} from './InboxList.styles';

/** A message sent through the contact form. */
export type InboxItem = {
  /** Stable id. */
  id: string;
  /** The sender's name, as typed. */
  name: string;
  /** The sender's email, for the reply. */
  email: string;
  /** The message, shown as plain text with its line breaks. */
  message: string;
  /** ISO date-time it was sent. */
  createdAt: string;
  /** The owner has read it. */
  read: boolean;
  /** The owner has dealt with it. */
  handled: boolean;
};

/** Which messages the inbox lists. */
export type InboxFilter = 'all' | 'unhandled';

const FILTER_OPTIONS = [
  { value: 'all', title: 'All' },
  { value: 'unhandled', title: 'Unhandled' },
] as const satisfies readonly { value: InboxFilter; title: string }[];

export type InboxListProps = HTMLAttributes<HTMLElement> & {
  /** Messages, newest first (already filtered by the page). */
  messages: InboxItem[];
  /** The filter. @default 'all' */
  filter?: InboxFilter;
  /** Called with the filter the owner picks. */
  onFilterChange?: (change: { filter: InboxFilter }) => void;
  /** Called by 'Mark read' / 'Mark unread' with the new state. */
  onReadChange: (change: { id: string; read: boolean }) => void;
  /** Called by 'Mark handled' / 'Mark not handled' with the new state. */
  onHandledChange: (change: { id: string; handled: boolean }) => void;
  /** Messages with a request in flight: their buttons are disabled. @default [] */
  busyIds?: readonly string[];
  /** Why the last change failed. */
  actionError?: string;
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /** Why the inbox could not be loaded: replaces the list, with 'Try again' given `onRetry`. */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
};

/** A reply link: the sender's address, with the subject the site's contact form implies. */
const mailto = (item: InboxItem) =>
  `mailto:${encodeURIComponent(item.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    'Re: your message',
  )}`;

/**
 * The contact inbox, newest first. Unread messages carry an 'Unread' label, a bar on the left
 * and a bold sender; handled ones a 'Handled' label. Per message: Reply (mailto), Mark read/unread,
 * Mark handled/not handled. Long messages keep their line breaks and wrap long words.
 */
export function InboxList({
  messages,
  filter = 'all',
  onFilterChange,
  onReadChange,
  onHandledChange,
  busyIds = [],
  actionError,
  loading = false,
  error,
  onRetry,
  ...rest
}: InboxListProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Top>
        <Heading id={`${id}-title`}>Inbox</Heading>
        <FilterChips
          label="Show messages"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={({ value }) => onFilterChange?.({ filter: value })}
        />
      </Top>
      {actionError && <ErrorText role="alert">{actionError}</ErrorText>}
      {loading ? (
        <Loader label="Loading messages..." />
      ) : error !== undefined ? (
        <LoadFailed what="The inbox" reason={error} onRetry={onRetry} />
      ) : messages.length === 0 ? (
        <EmptyText>
          {filter === 'unhandled' ? 'Nothing left to handle.' : 'No messages yet.'}
        </EmptyText>
      ) : (
        <List>
          {messages.map((item) => {
            const busy = busyIds.includes(item.id);
            const about = ` (message from ${item.name})`;
            const fromId = `${id}-${item.id}`;
            return (
              <li key={item.id}>
                <Item
                  aria-labelledby={fromId}
                  data-unread={!item.read || undefined}
                  data-handled={item.handled || undefined}
                  aria-busy={busy || undefined}
                >
                  <From id={fromId}>
                    <span>{item.name}</span>
                    {!item.read && <Tag data-tone="accent">Unread</Tag>}
                    {item.handled && <Tag data-tone="success">Handled</Tag>}
                  </From>
                  <Details>
                    {item.email} ·{' '}
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </Details>
                  <Message>{item.message}</Message>
                  <Actions>
                    <Link href={mailto(item)}>
                      Reply<VisuallyHidden> to {item.name}</VisuallyHidden>
                    </Link>
                    <Button
                      type="button"
                      variant="outline"
                      disabled={busy}
                      onClick={() => onReadChange({ id: item.id, read: !item.read })}
                    >
                      {item.read ? 'Mark unread' : 'Mark read'}
                      <VisuallyHidden>{about}</VisuallyHidden>
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      disabled={busy}
                      onClick={() => onHandledChange({ id: item.id, handled: !item.handled })}
                    >
                      {item.handled ? 'Mark not handled' : 'Mark handled'}
                      <VisuallyHidden>{about}</VisuallyHidden>
                    </Button>
                  </Actions>
                </Item>
              </li>
            );
          })}
        </List>
      )}
    </Root>
  );
}
