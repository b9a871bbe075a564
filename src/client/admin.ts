/**
 * The owner's API (/api/admin, docs/api.md). Every route answers 404 to anyone who is not an
 * owner, so a 404 from `getOwner` means "not an owner" (or not logged in), nothing more.
 */
import type {
  AdminComment,
  AdminCommentPage,
  AdminDrafts,
  CreatedPreviewLink,
  AnalyticsSummary,
  BuildList,
  BuildRecord,
  CommentSettings,
  CommentStatus,
  InboxChange,
  InboxMessage,
  ModerationLog,
  Owner,
} from '../../shared/schemas';
import { apiRequest } from './client';

const id = (value: string) => encodeURIComponent(value);

export const getOwner = (signal?: AbortSignal) => apiRequest<Owner>('/api/admin/me', { signal });

export function getAdminComments(
  query: { status: CommentStatus; post?: string; before?: string },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ status: query.status });
  if (query.post) params.set('post', query.post);
  if (query.before) params.set('before', query.before);
  return apiRequest<AdminCommentPage>(`/api/admin/comments?${params}`, { signal });
}

export const setCommentHidden = (commentId: string, hidden: boolean) =>
  apiRequest<AdminComment>(`/api/admin/comments/${id(commentId)}`, {
    method: 'PATCH',
    body: { hidden },
  });

export const approveComment = (commentId: string) =>
  apiRequest<AdminComment>(`/api/admin/comments/${id(commentId)}/approve`, { method: 'POST' });

export const getCommentSettings = (signal?: AbortSignal) =>
  apiRequest<CommentSettings>('/api/admin/comment-settings', { signal });

export const saveCommentSettings = (settings: CommentSettings) =>
  apiRequest<CommentSettings>('/api/admin/comment-settings', { method: 'PUT', body: settings });

export const deleteAdminComment = (commentId: string) =>
  apiRequest<void>(`/api/admin/comments/${id(commentId)}`, { method: 'DELETE' });

export const getModerationLog = (signal?: AbortSignal) =>
  apiRequest<ModerationLog>('/api/admin/moderation', { signal });

export const getInbox = (signal?: AbortSignal) =>
  apiRequest<InboxMessage[]>('/api/admin/inbox', { signal });

export const updateInboxMessage = (messageId: string, change: InboxChange) =>
  apiRequest<InboxMessage>(`/api/admin/inbox/${id(messageId)}`, { method: 'PATCH', body: change });

export const getBuilds = (signal?: AbortSignal) =>
  apiRequest<BuildList>('/api/admin/builds', { signal });

export const requestBuild = () =>
  apiRequest<BuildRecord>('/api/admin/builds', { method: 'POST', body: {} });

export const getAnalytics = (days: number, signal?: AbortSignal) =>
  apiRequest<AnalyticsSummary>(`/api/admin/analytics?days=${days}`, { signal });

export const getDrafts = (signal?: AbortSignal) =>
  apiRequest<AdminDrafts>('/api/admin/drafts', { signal });

export const createPreviewLink = (draftId: string) =>
  apiRequest<CreatedPreviewLink>(`/api/admin/drafts/${id(draftId)}/previews`, {
    method: 'POST',
    body: {},
  });

export const revokePreviewLink = (linkId: string) =>
  apiRequest<void>(`/api/admin/previews/${id(linkId)}`, { method: 'DELETE' });
