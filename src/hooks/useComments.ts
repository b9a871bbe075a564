import { useCallback, useEffect, useState } from 'react';
import type { CommentItem } from '../../ui';
import { ApiError } from '../client/client';
import { addComment, getComments } from '../client/comments';
import { useSession } from '../state/session';

/**
 * A post's comments: loaded from the API after hydration (a failure is only logged and the
 * list stays empty), and the add-comment flow with the spec's session rules.
 */
export function useComments(postSlug: string) {
  const { session, clearSession } = useSession();
  const [comments, setComments] = useState<CommentItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getComments(postSlug, controller.signal)
      .then(setComments)
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load comments.', reason);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [postSlug]);

  const submit = useCallback(
    async ({ text: value }: { text: string }) => {
      if (!session) {
        window.alert('Please log in to comment.');
        return;
      }
      setSubmitting(true);
      setError(undefined);
      try {
        const created = await addComment(postSlug, value);
        setComments((list) => [...list, created]);
        setText('');
      } catch (reason) {
        if (reason instanceof ApiError && reason.status === 401) {
          // 'Token expired' or 'Unauthorized, No token': the server no longer knows this user.
          clearSession();
          window.alert('Session expired. Please log in again.');
        } else {
          console.warn('Failed to add comment', reason);
          setError('Failed to add comment. Please try again.');
        }
      } finally {
        setSubmitting(false);
      }
    },
    [postSlug, session, clearSession],
  );

  return {
    comments,
    loading,
    loggedIn: Boolean(session),
    text,
    setText,
    submitting,
    error,
    submit,
  } as const;
}
