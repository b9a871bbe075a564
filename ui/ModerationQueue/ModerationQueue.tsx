import { useId, type HTMLAttributes } from 'react';
import { formatDateTime } from '../AdminShell/format';
import { Actions, EmptyText, FilterChips, LoadFailed, Tag } from '../AdminShell/parts';
import { CloseIcon } from '../icons';
import { Loader } from '../Loader';
import { Button, IconButton, Link, VisuallyHidden } from '../primitives';
import {
  Confirm,
  ErrorText,
  Heading,
  Item,
  List,
  Meta,
  More,
  PostChip,
  Quote,
  Root,
  Setting,
  Toolbar,
  When,
} from './ModerationQueue.styles';

/** A comment as the owner moderates it. */
export type ModeratedComment = {
  /** Stable id. */
  id: string;
  /** The post it is on. */
  postSlug: string;
  /** Where that post is (`/blog/<slug>`). */
  postHref?: string;
  /** The post's title, when the page knows it; the slug is shown otherwise. */
  postTitle?: string;
  /** The commenter's username. */
  author: string;
  /** The comment, shown as plain text. */
  text: string;
  /** ISO date-time it was written. */
  createdAt: string;
  /** Hidden by the owner: visitors no longer see it. */
  hidden: boolean;
  /** Waits for the owner's approval: visitors do not see it yet. @default false */
  held?: boolean;
};

/** Which comments the queue lists ('held': waiting for approval). */
export type ModerationStatus = 'all' | 'visible' | 'hidden' | 'held';

const STATUS_OPTIONS = [
  { value: 'all', title: 'All' },
  { value: 'visible', title: 'Visible' },
  { value: 'hidden', title: 'Hidden' },
  { value: 'held', title: 'Waiting' },
] as const satisfies readonly { value: ModerationStatus; title: string }[];

export type ModerationQueueProps = Omit<HTMLAttributes<HTMLElement>, 'onLoad'> & {
  /** Comments, newest first. */
  comments: ModeratedComment[];
  /** The status filter. @default 'all' */
  status?: ModerationStatus;
  /** Called with the status the owner picks. */
  onStatusChange?: (change: { status: ModerationStatus }) => void;
  /** Only this post's comments are listed: shown as a chip with a clear button. */
  post?: { slug: string; title?: string };
  /** Called by 'Only this post' on a comment: list that post's comments alone. */
  onPostChange?: (change: { slug: string }) => void;
  /** Called by the post chip's clear button: list every post's comments again. */
  onPostClear?: () => void;
  /**
   * Whether a new account's first comment waits for approval: shown as a checkbox above the
   * queue when `onHoldFirstCommentsChange` is given.
   */
  holdFirstComments?: boolean;
  /** Called when the owner ticks or clears the checkbox. */
  onHoldFirstCommentsChange?: (change: { value: boolean }) => void;
  /** The setting is being saved: the checkbox is disabled. @default false */
  savingSettings?: boolean;
  /** Why the setting could not be read or saved. */
  settingsError?: string;
  /** Called by 'Approve' on a comment waiting for approval. */
  onApprove?: (event: { id: string }) => void;
  /** Called by 'Hide' on a visible comment. */
  onHide: (event: { id: string }) => void;
  /** Called by 'Show' on a hidden comment. */
  onShow: (event: { id: string }) => void;
  /** Called by 'Delete': the page sets `confirmingId` to ask before deleting. */
  onDelete: (event: { id: string }) => void;
  /** The comment whose deletion is being confirmed: it shows 'Delete for good' and 'Cancel'. */
  confirmingId?: string;
  /** Called by 'Delete for good'. */
  onConfirmDelete: (event: { id: string }) => void;
  /** Called by 'Cancel' while confirming. */
  onCancelDelete: (event: { id: string }) => void;
  /** Comments with a request in flight: their buttons are disabled. @default [] */
  busyIds?: readonly string[];
  /** Why the last hide, show or delete failed. */
  actionError?: string;
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /** Why the list could not be loaded: replaces the list, with 'Try again' given `onRetry`. */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
  /** There are older comments: shows 'Load more'. @default false */
  hasMore?: boolean;
  /** Older comments are on their way: 'Load more' says so and is disabled. @default false */
  loadingMore?: boolean;
  /** Called by 'Load more'. */
  onLoadMore?: () => void;
};

function emptyMessage(status: ModerationStatus, onePost: boolean): string {
  const where = onePost ? ' on this post' : '';
  if (status === 'hidden') return `No hidden comments${where}.`;
  if (status === 'visible') return `No visible comments${where}.`;
  if (status === 'held') return `No comments waiting for approval${where}.`;
  return `No comments${where} yet.`;
}

/**
 * The owner's comment queue, newest first: each comment with its post, author and time, and
 * Hide / Show / Delete. Hidden comments carry a 'Hidden' label and a dashed frame; comments
 * waiting for approval a 'Waiting' label and Approve instead of Hide. Delete asks first, inside
 * the comment (`confirmingId`). Above it, the checkbox that holds new accounts' first comments.
 * Filters: status (All / Visible / Hidden / Waiting) and, once the owner picks 'Only this
 * post', one post. Stateless: the page loads, filters, saves and pages.
 */
export function ModerationQueue({
  comments,
  status = 'all',
  onStatusChange,
  post,
  onPostChange,
  onPostClear,
  holdFirstComments = false,
  onHoldFirstCommentsChange,
  savingSettings = false,
  settingsError,
  onApprove,
  onHide,
  onShow,
  onDelete,
  confirmingId,
  onConfirmDelete,
  onCancelDelete,
  busyIds = [],
  actionError,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  ...rest
}: ModerationQueueProps) {
  const id = useId();
  const postName = post ? (post.title ?? post.slug) : undefined;
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Heading id={`${id}-title`}>Comments</Heading>
      {onHoldFirstCommentsChange && (
        <Setting>
          <input
            id={`${id}-hold`}
            type="checkbox"
            checked={holdFirstComments}
            disabled={savingSettings}
            aria-describedby={`${id}-hold-note`}
            onChange={(event) => onHoldFirstCommentsChange({ value: event.target.checked })}
          />
          <label htmlFor={`${id}-hold`}>
            Hold a new account&apos;s first comment until I approve it
          </label>
          <small id={`${id}-hold-note`}>
            Visitors see it once you approve it; after that, the account&apos;s comments appear at
            once.
          </small>
          {settingsError && <ErrorText role="alert">{settingsError}</ErrorText>}
        </Setting>
      )}
      <Toolbar>
        <FilterChips
          label="Show comments"
          options={STATUS_OPTIONS}
          value={status}
          onChange={({ value }) => onStatusChange?.({ status: value })}
        />
        {post && (
          <PostChip>
            <span title={postName}>On: {postName}</span>
            {onPostClear && (
              <IconButton type="button" aria-label="Show every post" onClick={onPostClear}>
                <CloseIcon size={18} />
              </IconButton>
            )}
          </PostChip>
        )}
      </Toolbar>
      {actionError && <ErrorText role="alert">{actionError}</ErrorText>}
      {loading ? (
        <Loader label="Loading comments..." />
      ) : error !== undefined ? (
        <LoadFailed what="The comments" reason={error} onRetry={onRetry} />
      ) : comments.length === 0 ? (
        <EmptyText>{emptyMessage(status, Boolean(post))}</EmptyText>
      ) : (
        <List>
          {comments.map((comment) => {
            const busy = busyIds.includes(comment.id);
            const confirming = confirmingId === comment.id;
            const when = formatDateTime(comment.createdAt);
            const about = ` comment by ${comment.author}, ${when}`;
            const metaId = `${id}-${comment.id}`;
            return (
              <li key={comment.id}>
                <Item
                  aria-labelledby={metaId}
                  data-hidden={comment.hidden || comment.held || undefined}
                  aria-busy={busy || undefined}
                >
                  <Meta id={metaId}>
                    <strong>{comment.author}</strong>
                    <span>
                      on{' '}
                      {comment.postHref ? (
                        <Link href={comment.postHref}>{comment.postTitle ?? comment.postSlug}</Link>
                      ) : (
                        (comment.postTitle ?? comment.postSlug)
                      )}
                    </span>
                    {comment.hidden && <Tag>Hidden</Tag>}
                    {comment.held && <Tag data-tone="accent">Waiting</Tag>}
                  </Meta>
                  <When>
                    <time dateTime={comment.createdAt}>{when}</time>
                    {comment.held
                      ? ' · waiting for your approval'
                      : comment.hidden && ' · visitors do not see it'}
                  </When>
                  <Quote>{comment.text}</Quote>
                  {confirming ? (
                    <Confirm>
                      <p>Delete this comment for good? This cannot be undone.</p>
                      <Button
                        type="button"
                        data-tone="danger"
                        disabled={busy}
                        onClick={() => onConfirmDelete({ id: comment.id })}
                      >
                        {busy ? 'Deleting...' : 'Delete for good'}
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={busy}
                        onClick={() => onCancelDelete({ id: comment.id })}
                      >
                        Cancel
                      </Button>
                    </Confirm>
                  ) : (
                    <Actions>
                      {comment.held && onApprove && (
                        <Button
                          type="button"
                          disabled={busy}
                          onClick={() => onApprove({ id: comment.id })}
                        >
                          Approve<VisuallyHidden>{about}</VisuallyHidden>
                        </Button>
                      )}
                      {comment.held ? null : comment.hidden ? (
                        <Button
                          type="button"
                          variant="outline"
                          disabled={busy}
                          onClick={() => onShow({ id: comment.id })}
                        >
                          Show<VisuallyHidden>{about}</VisuallyHidden>
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          variant="outline"
                          disabled={busy}
                          onClick={() => onHide({ id: comment.id })}
                        >
                          Hide<VisuallyHidden>{about}</VisuallyHidden>
                        </Button>
                      )}
                      <Button
                        type="button"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => onDelete({ id: comment.id })}
                      >
                        Delete<VisuallyHidden>{about}</VisuallyHidden>
                      </Button>
                      {onPostChange && !post && (
                        <Button
                          type="button"
                          variant="ghost"
                          onClick={() => onPostChange({ slug: comment.postSlug })}
                        >
                          Only this post
                          <VisuallyHidden>
                            {`: ${comment.postTitle ?? comment.postSlug}`}
                          </VisuallyHidden>
                        </Button>
                      )}
                    </Actions>
                  )}
                </Item>
              </li>
            );
          })}
        </List>
      )}
      {!loading && error === undefined && hasMore && (
        <More>
          <Button type="button" variant="outline" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </More>
      )}
    </Root>
  );
}
