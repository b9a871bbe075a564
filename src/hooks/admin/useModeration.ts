import { useCallback, useMemo, useState } from 'react';
import {
  approveComment,
  deleteAdminComment,
  getAdminComments,
  getCommentSettings,
  getModerationLog,
  saveCommentSettings,
  setCommentHidden,
} from '../../client/admin';
import type { AdminComment, CommentStatus } from '../../../shared/schemas';
import { useLoad } from '../useLoad';
import { failure, useBusy } from './shared';

export function useModeration(enabled: boolean) {
  const [status, setStatus] = useState<CommentStatus>('all');
  const [post, setPost] = useState<string | undefined>(undefined);
  // Pages after the first, loaded with "Load more".
  const [more, setMore] = useState<{
    key: string;
    comments: AdminComment[];
    next: string | null;
  }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [confirmingId, setConfirmingId] = useState<string | undefined>(undefined);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [busyIds, run] = useBusy();
  const key = enabled ? `comments:${status}:${post ?? ''}` : undefined;
  const first = useLoad(key, (signal) => getAdminComments({ status, post }, signal));
  const log = useLoad(enabled ? 'moderation' : undefined, getModerationLog);
  const settings = useLoad(enabled ? 'comment-settings' : undefined, getCommentSettings);
  // The value being saved: shown at once, and taken back if the server refuses it.
  const [pendingHold, setPendingHold] = useState<boolean | undefined>(undefined);
  const [settingsError, setSettingsError] = useState<string | undefined>(undefined);
  const extra = more?.key === key ? more : undefined;
  const comments = useMemo(
    () => [...(first.data?.comments ?? []), ...(extra?.comments ?? [])],
    [first.data, extra],
  );
  const next = extra ? extra.next : (first.data?.next ?? null);

  const loadMore = useCallback(() => {
    if (!next || !key) return;
    setLoadingMore(true);
    getAdminComments({ status, post, before: next })
      .then((page) =>
        setMore((now) => ({
          key,
          comments: [...(now?.key === key ? now.comments : []), ...page.comments],
          next: page.next,
        })),
      )
      .catch((reason: unknown) =>
        setActionError(failure('More comments could not be loaded', reason)),
      )
      .finally(() => setLoadingMore(false));
  }, [next, key, status, post]);

  /** Applies a confirmed change to whichever page holds the comment. */
  const change = useCallback(
    (id: string, replace: (comment: AdminComment) => AdminComment | undefined) => {
      const apply = (list: AdminComment[]) =>
        list.flatMap((c) => (c.id === id ? (replace(c) ?? []) : [c]));
      first.update((page) => ({ ...page, comments: apply(page.comments) }));
      setMore((now) => (now ? { ...now, comments: apply(now.comments) } : now));
    },
    [first],
  );

  const setHidden = useCallback(
    (id: string, hidden: boolean) =>
      run(id, async () => {
        setActionError(undefined);
        try {
          const updated = await setCommentHidden(id, hidden);
          // A comment that no longer matches the filter leaves the list.
          change(id, () =>
            status === 'all' || (status === 'hidden') === hidden ? updated : undefined,
          );
          log.reload();
        } catch (reason) {
          setActionError(
            failure(hidden ? 'The comment was not hidden' : 'The comment was not shown', reason),
          );
        }
      }),
    [run, change, status, log],
  );

  const approve = useCallback(
    (id: string) =>
      run(id, async () => {
        setActionError(undefined);
        try {
          const updated = await approveComment(id);
          // Published: it leaves the Waiting filter, and shows as visible everywhere else.
          change(id, () => (status === 'held' || status === 'hidden' ? undefined : updated));
          log.reload();
        } catch (reason) {
          setActionError(failure('The comment was not approved', reason));
        }
      }),
    [run, change, status, log],
  );

  /**
   * The hold-first-comments checkbox: ticked at once and disabled while it is saved; a refusal
   * puts back what the server has and says why.
   */
  const setHoldFirstComments = useCallback(
    (value: boolean) => {
      setPendingHold(value);
      setSettingsError(undefined);
      saveCommentSettings({ holdFirstComments: value })
        .then((saved) => settings.update(() => saved))
        .catch((reason: unknown) => setSettingsError(failure('The setting was not saved', reason)))
        .finally(() => setPendingHold(undefined));
    },
    [settings],
  );

  const remove = useCallback(
    (id: string) =>
      run(id, async () => {
        setConfirmingId(undefined);
        setActionError(undefined);
        try {
          await deleteAdminComment(id);
          change(id, () => undefined);
          log.reload();
        } catch (reason) {
          setActionError(failure('The comment was not deleted', reason));
        }
      }),
    [run, change, log],
  );

  return {
    status,
    setStatus,
    post,
    setPost,
    comments,
    loading: first.loading && !first.data,
    error: first.error,
    retry: first.reload,
    hasMore: next !== null,
    loadingMore,
    loadMore,
    busyIds,
    confirmingId,
    setConfirmingId,
    actionError,
    hide: (id: string) => void setHidden(id, true),
    show: (id: string) => void setHidden(id, false),
    approve: (id: string) => void approve(id),
    remove: (id: string) => void remove(id),
    log,
    holdFirstComments: pendingHold ?? settings.data?.holdFirstComments ?? false,
    setHoldFirstComments,
    savingSettings: pendingHold !== undefined || (settings.loading && !settings.data),
    settingsError: settingsError ?? settings.error,
  };
}
