import { useId, type HTMLAttributes } from 'react';
import { formatDateTime } from '../AdminShell/format';
import { EmptyText, LoadFailed, Tag } from '../AdminShell/parts';
import { Loader } from '../Loader';
import { Link } from '../primitives';
import { Entry, Heading, List, Root } from './ModerationLog.styles';

/** One thing done to a comment, and by whom. */
export type ModerationLogEntry = {
  /** Stable id. */
  id: string;
  /** What was done: hidden, shown again, deleted, or approved (published after waiting). */
  action: 'hide' | 'show' | 'delete' | 'approve';
  /** The post the comment is (or was) on. */
  postSlug: string;
  /** Where that post is; the slug is plain text without it. */
  postHref?: string;
  /** Who wrote the comment. */
  authorName: string;
  /** Who moderated it: the owner, or the author deleting their own. */
  actorName: string;
  /** ISO date-time it was done. */
  createdAt: string;
};

const VERBS = {
  hide: 'hid',
  show: 'showed again',
  delete: 'deleted',
  approve: 'approved',
} as const;
const TONES = { hide: undefined, show: 'success', delete: 'danger', approve: 'success' } as const;

export type ModerationLogProps = HTMLAttributes<HTMLElement> & {
  /** Entries, newest first. */
  entries: ModerationLogEntry[];
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /** Why the log could not be loaded. */
  error?: string;
  /** Called by 'Try again' after a failed load. */
  onRetry?: () => void;
};

/**
 * The moderation log, newest first: who hid, showed again, approved or deleted whose comment, on which
 * post, and when ("site_owner hid a comment by priya_dev on react-hooks").
 */
export function ModerationLog({
  entries,
  loading = false,
  error,
  onRetry,
  ...rest
}: ModerationLogProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Heading id={`${id}-title`}>Moderation log</Heading>
      {loading ? (
        <Loader label="Loading the moderation log..." />
      ) : error !== undefined ? (
        <LoadFailed what="The moderation log" reason={error} onRetry={onRetry} />
      ) : entries.length === 0 ? (
        <EmptyText>Nothing moderated yet.</EmptyText>
      ) : (
        <List>
          {entries.map((entry) => {
            const mine = entry.actorName === entry.authorName && entry.action === 'delete';
            return (
              <Entry key={entry.id}>
                <p>
                  <Tag data-tone={TONES[entry.action]} aria-hidden="true">
                    {entry.action}
                  </Tag>{' '}
                  <strong>{entry.actorName}</strong> {VERBS[entry.action]}{' '}
                  {mine ? (
                    'their own comment'
                  ) : (
                    <>
                      a comment by <strong>{entry.authorName}</strong>
                    </>
                  )}{' '}
                  on{' '}
                  {entry.postHref ? (
                    <Link href={entry.postHref}>{entry.postSlug}</Link>
                  ) : (
                    entry.postSlug
                  )}
                </p>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Entry>
            );
          })}
        </List>
      )}
    </Root>
  );
}
