/**
 * The owner's API (/api/admin, docs/api.md). Every route answers 404 to anyone who is not an
 * owner, so a 404 from `getOwner` means "not an owner" (or not logged in), nothing more.
 */
import { apiRequest } from './client';

export type AdminComment = {
  id: string;
  postSlug: string;
  text: string;
  author: { id: string; username: string };
  createdAt: string;
  hiddenAt: string | null;
};

export type CommentStatus = 'all' | 'visible' | 'hidden';

export type ModerationEntry = {
  id: string;
  action: 'hide' | 'show' | 'delete';
  commentId: string;
  postSlug: string;
  authorName: string;
  actorName: string;
  createdAt: string;
};

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
};

export type BuildRecord = {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  reasons: string[];
  queuedAt: string;
  startedAt?: string;
  finishedAt?: string;
  durationMs?: number;
  release?: string;
  error?: string;
  logTail?: string[];
};

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
type VitalValues = Record<VitalName, number | null>;

export type AnalyticsSummary = {
  from: string;
  to: string;
  views: number;
  daily: { day: string; views: number }[];
  routes: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  devices: { mobile: number; tablet: number; desktop: number };
  vitals: {
    routes: ({ path: string; samples: number } & VitalValues)[];
    daily: ({ day: string; samples: number } & VitalValues)[];
  };
};

const id = (value: string) => encodeURIComponent(value);

export const getOwner = (signal?: AbortSignal) =>
  apiRequest<{ username: string; email: string }>('/api/admin/me', { signal });

export function getAdminComments(
  query: { status: CommentStatus; post?: string; before?: string },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ status: query.status });
  if (query.post) params.set('post', query.post);
  if (query.before) params.set('before', query.before);
  return apiRequest<{ comments: AdminComment[]; next: string | null }>(
    `/api/admin/comments?${params}`,
    { signal },
  );
}

export const setCommentHidden = (commentId: string, hidden: boolean) =>
  apiRequest<AdminComment>(`/api/admin/comments/${id(commentId)}`, {
    method: 'PATCH',
    body: { hidden },
  });

export const deleteAdminComment = (commentId: string) =>
  apiRequest<void>(`/api/admin/comments/${id(commentId)}`, { method: 'DELETE' });

export const getModerationLog = (signal?: AbortSignal) =>
  apiRequest<{ entries: ModerationEntry[] }>('/api/admin/moderation', { signal });

export const getInbox = (signal?: AbortSignal) =>
  apiRequest<InboxMessage[]>('/api/admin/inbox', { signal });

export const updateInboxMessage = (
  messageId: string,
  change: { read?: boolean; handled?: boolean },
) =>
  apiRequest<InboxMessage>(`/api/admin/inbox/${id(messageId)}`, { method: 'PATCH', body: change });

export const getBuilds = (signal?: AbortSignal) =>
  apiRequest<{ enabled: boolean; builds: BuildRecord[] }>('/api/admin/builds', { signal });

export const requestBuild = () =>
  apiRequest<BuildRecord>('/api/admin/builds', { method: 'POST', body: {} });

export const getAnalytics = (days: number, signal?: AbortSignal) =>
  apiRequest<AnalyticsSummary>(`/api/admin/analytics?days=${days}`, { signal });
