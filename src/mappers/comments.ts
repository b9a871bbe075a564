/**
 * API comments -> the Comments ui's items. Type-only ui imports: src/client/ files are also
 * compiled by Gatsby's Functions step, which must not pull the component library in.
 */
import type { CommentItem } from '../../ui/Comments';

type Maybe<T> = T | null | undefined;

/** A comment for the ui plus its author's id (the reader may delete their own). */
export type SiteComment = CommentItem & { authorId?: string };

/** A comment as GET/POST /api/comments returns it. */
export type CommentPayload = {
  _id?: unknown;
  text?: unknown;
  postSlug?: unknown;
  createdAt?: unknown;
  userId?: unknown;
};

/** One API comment for the ui, or null when it is malformed. */
export function toCommentItem(payload: Maybe<CommentPayload>): SiteComment | null {
  if (!payload || typeof payload._id !== 'string' || typeof payload.text !== 'string') return null;
  const user = payload.userId;
  const author =
    user &&
    typeof user === 'object' &&
    typeof (user as { username?: unknown }).username === 'string'
      ? (user as { username: string }).username
      : 'Anonymous';
  const authorId =
    user && typeof user === 'object' && typeof (user as { _id?: unknown })._id === 'string'
      ? (user as { _id: string })._id
      : undefined;
  return {
    id: payload._id,
    author,
    ...(authorId ? { authorId } : {}),
    text: payload.text,
    ...(typeof payload.createdAt === 'string' ? { createdAt: payload.createdAt } : {}),
  };
}

export function toCommentItems(payload: unknown): SiteComment[] {
  return Array.isArray(payload)
    ? payload
        .map((c) => toCommentItem(c as CommentPayload))
        .filter((c): c is SiteComment => c !== null)
    : [];
}
