import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../client/client';
import { addComment, deleteComment, getComments, type CommentsPage } from '../client/comments';
import type { SiteComment } from '../mappers/comments';
import { useSession } from '../state/session';

/**
 * What the API answered for one request of one post's comments: the list (the newest page and
 * any older pages loaded since), or why it failed. `key` names the request (slug and attempt),
 * so an answer is only used for the request it belongs to.
 */
type Loaded = ({ key: string } & CommentsPage) | { key: string; error: string };

/** Said under the form when a comment waits for the owner's approval. */
export const HELD_NOTICE =
  "Thanks! Your comment will appear here once the site's owner approves it.";

const NONE: SiteComment[] = [];

/** The reason shown under 'The comments could not be loaded.' */
function loadErrorMessage(reason: unknown): string {
  // ApiError messages are written for readers (the server's message, a network failure, a
  // rate limit's wait); anything else is a bug whose text means nothing to them.
  return reason instanceof ApiError ? reason.message : 'Please try again.';
}

/**
 * A post's comments: loaded from the API after hydration, with distinct loading, loaded and
 * failed states (a failure is logged and offered again through `retry`), and the add-comment
 * flow with the spec's session rules.
 */
export function useComments(postSlug: string) {
  const { session, clearSession } = useSession();
  // Bumped by `retry`: each attempt is a new request, and loading until it is answered.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | undefined>(undefined);
  const key = `${postSlug}#${attempt}`;
  const current = loaded?.key === key ? loaded : undefined;
  // The latest answer, for a comment saved after it arrived (the promise outlives the render).
  const latest = useRef(loaded);
  useEffect(() => {
    latest.current = loaded;
  }, [loaded]);

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = `${postSlug}#${attempt}`;
    getComments(postSlug, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setLoaded({ key: requestKey, ...page });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load comments.', reason);
        setLoaded({ key: requestKey, error: loadErrorMessage(reason) });
      },
    );
    return () => controller.abort();
  }, [postSlug, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const olderPath = current && 'comments' in current ? current.older : undefined;
  /** The page before the oldest shown, put above it; a failure says why and may be retried. */
  const loadOlder = useCallback(() => {
    if (!olderPath) return;
    setLoadingOlder(true);
    setOlderError(undefined);
    getComments(postSlug, { older: olderPath })
      .then((page) =>
        setLoaded((now) =>
          now?.key === key && 'comments' in now && now.older === olderPath
            ? {
                key,
                comments: [...page.comments, ...now.comments],
                older: page.older,
                total: page.total ?? now.total,
              }
            : now,
        ),
      )
      .catch((reason: unknown) => {
        console.warn('Could not load older comments.', reason);
        setOlderError(`Older comments could not be loaded. ${loadErrorMessage(reason)}`);
      })
      .finally(() => setLoadingOlder(false));
  }, [postSlug, key, olderPath]);

  const submit = useCallback(
    ({ text: value }: { text: string }) => {
      if (!session) {
        window.alert('Please log in to comment.');
        return;
      }
      setSubmitting(true);
      setError(undefined);
      setNotice(undefined);
      addComment(postSlug, value)
        .then(({ comment: created, held }) => {
          const answered = latest.current;
          if (held) {
            // Not on the post until the owner approves it: said, not listed.
            setNotice(HELD_NOTICE);
          } else if (answered?.key === key && 'error' in answered) {
            // Saved while the list had failed to load: load it again, the new comment in it.
            retry();
          } else {
            // Saved before this post's list arrived: the list, when it comes, is what is shown.
            setLoaded((now) =>
              now?.key === key && 'comments' in now
                ? {
                    ...now,
                    comments: [...now.comments, created],
                    total: now.total === undefined ? undefined : now.total + 1,
                  }
                : now,
            );
          }
          setText('');
        })
        .catch((reason: unknown) => {
          if (reason instanceof ApiError && reason.status === 401) {
            // 'Token expired' or 'Unauthorized, No token': the server no longer knows this user.
            clearSession();
            window.alert('Session expired. Please log in again.');
          } else if (reason instanceof ApiError && reason.status === 429) {
            // Says how long to wait ('Too many requests. Try again in 40 seconds.').
            setError(`Failed to add comment. ${reason.message}`);
          } else {
            console.warn('Failed to add comment', reason);
            setError('Failed to add comment. Please try again.');
          }
        })
        .finally(() => setSubmitting(false));
    },
    [postSlug, key, session, clearSession, retry],
  );

  const [deletingId, setDeletingId] = useState<string | undefined>(undefined);
  const userId = session?.user.userId;

  /** The reader's own comment, after they confirm; gone from the list once the server agrees. */
  const remove = useCallback(
    ({ id }: { id: string }) => {
      if (!window.confirm('Delete your comment? This cannot be undone.')) return;
      setDeletingId(id);
      setError(undefined);
      deleteComment(id)
        .then(() =>
          setLoaded((now) =>
            now && 'comments' in now
              ? {
                  ...now,
                  comments: now.comments.filter((c) => c.id !== id),
                  total: now.total === undefined ? undefined : now.total - 1,
                }
              : now,
          ),
        )
        .catch((reason: unknown) => {
          if (reason instanceof ApiError && reason.status === 401) {
            clearSession();
            window.alert('Session expired. Please log in again.');
          } else {
            console.warn('Failed to delete comment', reason);
            setError(
              `Failed to delete the comment. ${reason instanceof ApiError ? reason.message : 'Please try again.'}`,
            );
          }
        })
        .finally(() => setDeletingId(undefined));
    },
    [clearSession],
  );

  const listed = current && 'comments' in current ? current.comments : NONE;
  const comments = useMemo(
    () => (userId ? listed.map((c) => ({ ...c, canDelete: c.authorId === userId })) : listed),
    [listed, userId],
  );
  return {
    comments,
    total: current && 'comments' in current ? current.total : undefined,
    hasOlder: Boolean(olderPath),
    loadingOlder,
    olderError,
    loadOlder,
    notice,
    deletingId,
    remove,
    loading: current === undefined,
    loadError: current && 'error' in current ? current.error : undefined,
    retry,
    loggedIn: Boolean(session),
    text,
    setText,
    submitting,
    error,
    submit,
  } as const;
}
