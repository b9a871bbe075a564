import { useCallback, useEffect, useState } from 'react';
import type { CommentItem } from '../../ui';
import { ApiError } from '../client/client';
import { addComment, getComments } from '../client/comments';
import { useSession } from '../state/session';

/** The comments the API gave for one post (an empty list when loading them failed). */
type Loaded = { slug: string; comments: CommentItem[] };

const NONE: CommentItem[] = [];

/**
 * A post's comments: loaded from the API after hydration (a failure is only logged and the
 * list stays empty), and the add-comment flow with the spec's session rules.
 */
export function useComments(postSlug: string) {
  const { session, clearSession } = useSession();
  // Kept with the slug they belong to: until this post's answer arrives, it is loading.
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const loading = loaded?.slug !== postSlug;

  useEffect(() => {
    const controller = new AbortController();
    getComments(postSlug, controller.signal).then(
      (comments) => {
        if (!controller.signal.aborted) setLoaded({ slug: postSlug, comments });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load comments.', reason);
        setLoaded({ slug: postSlug, comments: NONE });
      },
    );
    return () => controller.abort();
  }, [postSlug]);

  const submit = useCallback(
    ({ text: value }: { text: string }) => {
      if (!session) {
        window.alert('Please log in to comment.');
        return;
      }
      setSubmitting(true);
      setError(undefined);
      addComment(postSlug, value)
        .then((created) => {
          // Saved before this post's list arrived: the list, when it comes, is what is shown.
          setLoaded((current) =>
            current?.slug === postSlug
              ? { slug: postSlug, comments: [...current.comments, created] }
              : current,
          );
          setText('');
        })
        .catch((reason: unknown) => {
          if (reason instanceof ApiError && reason.status === 401) {
            // 'Token expired' or 'Unauthorized, No token': the server no longer knows this user.
            clearSession();
            window.alert('Session expired. Please log in again.');
          } else {
            console.warn('Failed to add comment', reason);
            setError('Failed to add comment. Please try again.');
          }
        })
        .finally(() => setSubmitting(false));
    },
    [postSlug, session, clearSession],
  );

  return {
    comments: loading ? NONE : loaded.comments,
    loading,
    loggedIn: Boolean(session),
    text,
    setText,
    submitting,
    error,
    submit,
  } as const;
}
