import {
  toCommentItem,
  toCommentItems,
  type CommentPayload,
  type SiteComment,
} from '../mappers/comments';
import { apiRequest } from './client';

/** GET /api/comments/:postSlug, oldest first. */
export async function getComments(postSlug: string, signal?: AbortSignal): Promise<SiteComment[]> {
  const payload = await apiRequest<unknown>(`/api/comments/${encodeURIComponent(postSlug)}`, {
    signal,
  });
  return toCommentItems(payload);
}

/** POST /api/comments { postSlug, text }: the server takes the author from the session cookie. */
export async function addComment(postSlug: string, text: string): Promise<SiteComment> {
  const payload = await apiRequest<CommentPayload>('/api/comments', {
    method: 'POST',
    body: { postSlug, text },
  });
  const item = toCommentItem(payload);
  if (!item) throw new Error('Failed to add comment: unexpected response');
  return item;
}

/** DELETE /api/comments/:id: the reader's own comment (the server checks whose it is). */
export async function deleteComment(commentId: string): Promise<void> {
  await apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}
