import { useId, type HTMLAttributes } from 'react';
import { Loader } from '../Loader';
import { formatPostDate } from '../PostCard';
import { Button, Link, VisuallyHidden } from '../primitives';
import {
  Author,
  ErrorText,
  Form,
  Heading,
  Item,
  ItemActions,
  List,
  LoadFailed,
  Muted,
  Notice,
  Older,
  Prompt,
  Root,
  Text,
} from './Comments.styles';

export type CommentItem = {
  /** Stable id. */
  id: string;
  /** The commenter's username. */
  author: string;
  /** The comment, shown as plain text. */
  text: string;
  /** ISO date-time it was written. */
  createdAt?: string;
  /** The reader wrote it: it gets a 'Delete' button (with `onDelete`). @default false */
  canDelete?: boolean;
};

export type CommentsProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** Comments, oldest first: the newest page, and any older pages loaded before it. */
  comments: CommentItem[];
  /** Every comment the post has, when more than `comments` (older ones not loaded yet). */
  total?: number;
  /** There are older comments: shows 'Show older comments' above the list. @default false */
  hasOlder?: boolean;
  /** Older comments are on their way: the button says so and is disabled. @default false */
  loadingOlder?: boolean;
  /** Called by 'Show older comments'. */
  onLoadOlder?: () => void;
  /** Why older comments could not be loaded (the button stays, to try again). */
  olderError?: string;
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /**
   * Why the list could not be loaded: set, it replaces the list (which would wrongly read 'No
   * comments yet') with this message and, given `onRetry`, a 'Try again' button.
   */
  loadError?: string;
  /** Called by 'Try again' after a failed load (the page asks for the list again). */
  onRetry?: () => void;
  /** Whether a user is logged in: the form for them, a login prompt otherwise. */
  loggedIn: boolean;
  /** Text in the form (controlled). @default '' */
  text?: string;
  /** Called as the reader types. */
  onTextChange?: (change: { value: string }) => void;
  /** Called when the form is sent with non-empty text. */
  onSubmit: (event: { text: string }) => void;
  /** Disables the form while a comment is being sent. @default false */
  submitting?: boolean;
  /** A message about the last failed send. */
  error?: string;
  /**
   * A word about the last comment sent that the list does not show: it waits for the owner's
   * approval. Announced politely, under the form.
   */
  notice?: string;
  /** Where the login prompt links. @default '/login' */
  loginHref?: string;
  /**
   * Called by 'Delete' on the reader's own comment (`canDelete`). The page confirms and deletes;
   * without it no 'Delete' button is shown.
   */
  onDelete?: (event: { id: string }) => void;
  /** The comment being deleted: its button says 'Deleting...' and is disabled. */
  deletingId?: string;
};

/**
 * The post's comments: the list (or its loading, empty and failed states), then the form for
 * logged-in readers or a login prompt.
 */
export function Comments({
  comments,
  total,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  olderError,
  loading = false,
  loadError,
  onRetry,
  loggedIn,
  text = '',
  onTextChange,
  onSubmit,
  submitting = false,
  error,
  notice,
  loginHref = '/login',
  onDelete,
  deletingId,
  ...rest
}: CommentsProps) {
  const id = useId();
  const loginLink = <Link href={loginHref}>Log in</Link>;
  const listed = !loading && loadError === undefined;
  const count = Math.max(total ?? 0, comments.length);
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Heading id={`${id}-title`}>Comments{listed && count > 0 ? ` (${count})` : ''}</Heading>
      {loading ? (
        <Loader label="Loading comments..." />
      ) : loadError !== undefined ? (
        <LoadFailed>
          <p role="alert">
            <strong>The comments could not be loaded.</strong> {loadError}
          </p>
          {onRetry && (
            <Button type="button" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </LoadFailed>
      ) : comments.length === 0 ? (
        <Muted>No comments yet. Be the first to share your thoughts.</Muted>
      ) : (
        <>
          {hasOlder && onLoadOlder && (
            <Older>
              <Button type="button" variant="outline" disabled={loadingOlder} onClick={onLoadOlder}>
                {loadingOlder
                  ? 'Loading older comments...'
                  : `Show older comments (${count - comments.length})`}
              </Button>
              {olderError && <ErrorText role="alert">{olderError}</ErrorText>}
            </Older>
          )}
          <List>
            {comments.map((comment) => (
              <Item key={comment.id}>
                <Author>
                  <span title={comment.author}>{comment.author}</span>
                  {comment.createdAt && (
                    <time dateTime={comment.createdAt}>{formatPostDate(comment.createdAt)}</time>
                  )}
                </Author>
                <Text>{comment.text}</Text>
                {comment.canDelete && onDelete && (
                  <ItemActions>
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={deletingId === comment.id}
                      onClick={() => onDelete({ id: comment.id })}
                    >
                      {deletingId === comment.id ? 'Deleting' : 'Delete'}
                      <VisuallyHidden>
                        {' '}
                        your comment
                        {comment.createdAt ? ` from ${formatPostDate(comment.createdAt)}` : ''}
                      </VisuallyHidden>
                      {deletingId === comment.id ? '...' : ''}
                    </Button>
                  </ItemActions>
                )}
              </Item>
            ))}
          </List>
        </>
      )}
      {loggedIn ? (
        <Form
          aria-label="Add a comment"
          onSubmit={(event) => {
            event.preventDefault();
            const value = text.trim();
            if (value) onSubmit({ text: value });
          }}
        >
          <label htmlFor={`${id}-text`}>Your comment</label>
          <textarea
            id={`${id}-text`}
            name="text"
            required
            maxLength={2000}
            value={text}
            disabled={submitting}
            onChange={(event) => onTextChange?.({ value: event.target.value })}
          />
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Posting...' : 'Post Comment'}
          </Button>
          <Notice aria-live="polite">{notice}</Notice>
        </Form>
      ) : (
        <Prompt>{loginLink} to join the conversation and leave a comment.</Prompt>
      )}
    </Root>
  );
}
