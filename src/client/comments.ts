import {
  toCommentItem,
  toCommentItems,
  type CommentPayload,
  type SiteComment,
} from '../mappers/comments';
import { apiRequest, apiResponse } from './client';

/** A page of a post's comments, oldest first, and where the next older page is. */
export type CommentsPage = {
  comments: SiteComment[];
  /** The API path of the next older page (the answer's `Link: rel="next"`), if any. */
  older?: string;
  /** Every visible comment on the post (`X-Total-Count`), when the server says. */
  total?: number;
};

/** The `rel="next"` target of a Link header, when it is one of the API's own paths. */
function nextLink(header: string | null): string | undefined {
  const target = header && /<([^>]+)>\s*;\s*rel="next"/.exec(header)?.[1];
  return target && target.startsWith('/api/comments/') ? target : undefined;
}

/**
 * GET /api/comments/:postSlug: the newest page; given `older` (a previous page's), the page
 * before it.
 */
export async function getComments(
  postSlug: string,
  options: { older?: string; signal?: AbortSignal } = {},
): Promise<CommentsPage> {
  const path = options.older ?? `/api/comments/${encodeURIComponent(postSlug)}`;
  const { data, headers } = await apiResponse<unknown>(path, { signal: options.signal });
  const total = Number(headers.get('x-total-count'));
  return {
    comments: toCommentItems(data),
    older: nextLink(headers.get('link')),
    ...(Number.isInteger(total) && headers.has('x-total-count') ? { total } : {}),
  };
}

/**
 * POST /api/comments { postSlug, text }: the server takes the author from the session cookie.
 * `held` when the comment waits for the owner's approval (visitors do not see it yet).
 */
export async function addComment(
  postSlug: string,
  text: string,
): Promise<{ comment: SiteComment; held: boolean }> {
  const payload = await apiRequest<CommentPayload & { held?: unknown }>('/api/comments', {
    method: 'POST',
    body: { postSlug, text },
  });
  const item = toCommentItem(payload);
  if (!item) throw new Error('Failed to add comment: unexpected response');
  return { comment: item, held: payload.held === true };
}

/** DELETE /api/comments/:id: the reader's own comment (the server checks whose it is). */
export async function deleteComment(commentId: string): Promise<void> {
  await apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}
