import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { httpError } from '../lib/errors';
import type { Database } from '../db/client';
import { comments, users } from '../db/schema';
import type { Comment } from '../../shared/schemas';
import { exactCreatedAt, olderThan, pageOf, type Cursor } from './comment-cursor';

/**
 * Readers' comments as the public API answers them (GET and POST /api/comments). Hiding, showing
 * and deleting one, with its moderation log, are in ./moderation.ts.
 */

// Comments a page holds: a post with a flood of comments still answers quickly, and older
// pages follow the `next` cursor, so every visible comment can be read.
const COMMENTS_PAGE_SIZE = 100;

type Row = {
  id: string;
  text: string;
  postSlug: string;
  userId: string;
  username: string;
  createdAt: Date;
};

const toComment = (row: Row): Comment => ({
  _id: row.id,
  text: row.text,
  postSlug: row.postSlug,
  userId: { _id: row.userId, username: row.username },
  createdAt: row.createdAt.toISOString(),
});

const columns = {
  id: comments.id,
  text: comments.text,
  postSlug: comments.postSlug,
  userId: comments.userId,
  username: users.username,
  createdAt: comments.createdAt,
};

/** What visitors see of a post: neither hidden by the owner nor waiting for approval. */
const visibleOn = (postSlug: string) =>
  and(eq(comments.postSlug, postSlug), isNull(comments.hiddenAt), isNull(comments.heldAt));

export type CommentPage = {
  /** Oldest first: the newest page, or the page just older than `before`. */
  comments: Comment[];
  /** The cursor of the next older page, or null when this page holds the oldest. */
  next: string | null;
  /** Every visible comment on the post. */
  total: number;
};

/** A page of a post's visible comments, `COMMENTS_PAGE_SIZE` at a time, newest page first. */
export async function listComments(
  db: Database,
  postSlug: string,
  before?: Cursor,
): Promise<CommentPage> {
  const where = before ? and(visibleOn(postSlug), olderThan(before)) : visibleOn(postSlug);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, cursorTime: exactCreatedAt })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(COMMENTS_PAGE_SIZE + 1),
    db.select({ n: count() }).from(comments).where(visibleOn(postSlug)),
  ]);
  const { page, next } = pageOf(rows, COMMENTS_PAGE_SIZE);
  return { comments: page.reverse().map(toComment), next, total: counted?.n ?? 0 };
}

/**
 * Stores a reader's comment on a post and answers it as the list would. With `holdFirst`, the
 * comment waits for the owner's approval while its author has none published (approved, or
 * written before the owner began holding): a new account's first comment, and any it sends
 * before that one is approved.
 */
export async function addComment(
  db: Database,
  {
    postSlug,
    text,
    user,
  }: { postSlug: string; text: string; user: { id: string; username: string } },
  { perPost = Infinity, holdFirst = false }: { perPost?: number; holdFirst?: boolean } = {},
): Promise<Comment> {
  const created = await db.transaction(async (tx) => {
    // One account's comments on a post are counted under a lock on the account, so two sent at
    // once cannot both be the last one allowed (nor both be its first).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.postSlug, postSlug), eq(comments.userId, user.id)));
    if ((held?.n ?? 0) >= perPost) {
      throw httpError(
        403,
        `You have written ${perPost} comments on this post, the most one account may keep there`,
      );
    }
    const hold =
      holdFirst &&
      (
        await tx
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.userId, user.id), isNull(comments.heldAt)))
          .limit(1)
      ).length === 0;
    const [row] = await tx
      .insert(comments)
      .values({ postSlug, userId: user.id, text, heldAt: hold ? sql`clock_timestamp()` : null })
      .returning({ id: comments.id, createdAt: comments.createdAt, heldAt: comments.heldAt });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
  const comment = toComment({
    ...created,
    text,
    postSlug,
    userId: user.id,
    username: user.username,
  });
  return created.heldAt ? { ...comment, held: true } : comment;
}
