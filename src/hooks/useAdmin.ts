/**
 * The state behind /admin: whether the visitor is the owner, and each tab's data and actions.
 * The ui components stay stateless; everything they show and every request lives here.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  approveComment,
  createPreviewLink,
  deleteAdminComment,
  getAdminComments,
  getAnalytics,
  getBuilds,
  getCommentSettings,
  getDrafts,
  getInbox,
  getModerationLog,
  getOwner,
  requestBuild,
  revokePreviewLink,
  saveCommentSettings,
  setCommentHidden,
  updateInboxMessage,
} from '../client/admin';
import type { AdminComment, CommentStatus, InboxMessage } from '../../shared/schemas';
import { ApiError } from '../client/client';
import { useSession } from '../state/session';
import { copyText, COPY_CONFIRM_MS } from './useShare';
import { useTimedValue } from './useTimedValue';
import { useLoad } from './useLoad';

/** A failed action's message for people. */
const failure = (what: string, reason: unknown) =>
  `${what}: ${reason instanceof ApiError ? reason.message : 'please try again.'}`;

type GateState = 'checking' | 'logged-out' | 'not-owner' | 'error' | 'owner';

/** Whether to show the area: the stored session first, then the API's answer to it. */
export function useOwnerGate() {
  const { session } = useSession();
  const owner = useLoad(session ? `owner:${session.user.userId}` : undefined, getOwner);
  let state: GateState;
  if (session === undefined) state = 'checking';
  else if (session === null) state = 'logged-out';
  else if (owner.data) state = 'owner';
  // The API answers 404 to anyone who is not the owner, an ended session included.
  else if (owner.status === 404) state = 'not-owner';
  else if (owner.error !== undefined) state = 'error';
  else state = 'checking';
  return { state, session, owner: owner.data, error: owner.error, retry: owner.reload };
}

/** Keeps ids of requests in flight. */
function useBusy() {
  const [busy, setBusy] = useState<string[]>([]);
  const run = useCallback(async (id: string, action: () => Promise<void>) => {
    setBusy((ids) => [...ids, id]);
    try {
      await action();
    } finally {
      setBusy((ids) => ids.filter((other) => other !== id));
    }
  }, []);
  return [busy, run] as const;
}

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

export function useInbox(enabled: boolean) {
  const inbox = useLoad(enabled ? 'inbox' : undefined, getInbox);
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [busyIds, run] = useBusy();

  const mark = useCallback(
    (id: string, change: { read?: boolean; handled?: boolean }) =>
      void run(id, async () => {
        setActionError(undefined);
        try {
          const updated = await updateInboxMessage(id, change);
          inbox.update((list) => list.map((m) => (m.id === id ? updated : m)));
        } catch (reason) {
          setActionError(failure('The message was not updated', reason));
        }
      }),
    [run, inbox],
  );

  const all: InboxMessage[] = inbox.data ?? [];
  return {
    messages: unhandledOnly ? all.filter((m) => !m.handledAt) : all,
    unread: all.filter((m) => !m.readAt).length,
    unhandledOnly,
    setUnhandledOnly,
    loading: inbox.loading && !inbox.data,
    error: inbox.error,
    retry: inbox.reload,
    busyIds,
    actionError,
    mark,
  };
}

/** How often the build list is asked again while a build is queued or running. */
const BUILD_POLL_MS = 4000;

export function useBuilds(enabled: boolean) {
  const builds = useLoad(enabled ? 'builds' : undefined, getBuilds);
  const [requesting, setRequesting] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const active = builds.data?.builds.some((b) => b.status === 'queued' || b.status === 'running');
  const { reload } = builds;

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(reload, BUILD_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, builds.data, reload]);

  const rebuild = useCallback(() => {
    setRequesting(true);
    setActionError(undefined);
    requestBuild()
      .then(reload)
      .catch((reason: unknown) => setActionError(failure('The build was not queued', reason)))
      .finally(() => setRequesting(false));
  }, [reload]);

  return {
    enabled: builds.data?.enabled ?? false,
    builds: builds.data?.builds ?? [],
    loading: builds.loading && !builds.data,
    error: builds.error,
    retry: reload,
    requesting,
    actionError,
    rebuild,
  };
}

export function useAnalytics(enabled: boolean) {
  const [days, setDays] = useState(28);
  const summary = useLoad(enabled ? `analytics:${days}` : undefined, (signal) =>
    getAnalytics(days, signal),
  );
  return {
    days,
    setDays,
    summary: summary.data,
    loading: summary.loading,
    error: summary.error,
    retry: summary.reload,
  };
}

/**
 * The Drafts tab: draft posts with their working preview links. A link made here keeps its
 * address for this visit (the server stores no token, so it cannot show it again).
 */
export function useDrafts(enabled: boolean) {
  const drafts = useLoad(enabled ? 'drafts' : undefined, getDrafts);
  const [made, setMade] = useState<Record<string, string>>({});
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [copiedLinkId, showCopied] = useTimedValue<string>(COPY_CONFIRM_MS);
  const [busyIds, run] = useBusy();

  const create = useCallback(
    (draftId: string) =>
      void run(draftId, async () => {
        setActionError(undefined);
        try {
          const link = await createPreviewLink(draftId);
          setMade((urls) => ({ ...urls, [link.id]: link.url }));
          drafts.update((data) => ({
            drafts: data.drafts.map((draft) =>
              draft.id === draftId ? { ...draft, links: [...draft.links, link] } : draft,
            ),
          }));
        } catch (reason) {
          setActionError(failure('The preview link was not made', reason));
        }
      }),
    [run, drafts],
  );

  const revoke = useCallback(
    (linkId: string) =>
      void run(linkId, async () => {
        setActionError(undefined);
        try {
          await revokePreviewLink(linkId);
          drafts.update((data) => ({
            drafts: data.drafts.map((draft) => ({
              ...draft,
              links: draft.links.filter((link) => link.id !== linkId),
            })),
          }));
        } catch (reason) {
          setActionError(failure('The preview link was not revoked', reason));
        }
      }),
    [run, drafts],
  );

  const copy = useCallback(
    (linkId: string, url: string) => {
      copyText(url).then(
        () => showCopied(linkId),
        () => setActionError('The link could not be copied: select it and copy it yourself.'),
      );
    },
    [showCopied],
  );

  return {
    drafts: (drafts.data?.drafts ?? []).map((draft) => ({
      ...draft,
      links: draft.links.map((link) => ({ ...link, url: made[link.id] })),
    })),
    loading: drafts.loading && !drafts.data,
    error: drafts.error,
    retry: drafts.reload,
    busyIds,
    actionError,
    copiedLinkId,
    create,
    revoke,
    copy,
  };
}
