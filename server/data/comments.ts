import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { httpError } from '../lib/errors';
import type { Database } from '../db/client';
import { comments, users } from '../db/schema';
import type { Comment } from '../../shared/schemas';

/**
 * Readers' comments as the public API answers them (GET and POST /api/comments). Hiding, showing
 * and deleting one, with its moderation log, are in ./moderation.ts.
 */

// The newest this many, oldest first: a post with a flood of comments still answers quickly.
const MAX_COMMENTS = 500;

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

/** A post's visible comments, oldest first (the newest MAX_COMMENTS of them). */
export async function listComments(db: Database, postSlug: string): Promise<Comment[]> {
  const rows = await db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.postSlug, postSlug), isNull(comments.hiddenAt)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(MAX_COMMENTS);
  return rows.reverse().map(toComment);
}

/** Stores a reader's comment on a post and answers it as the list would. */
export async function addComment(
  db: Database,
  {
    postSlug,
    text,
    user,
  }: { postSlug: string; text: string; user: { id: string; username: string } },
  perPost = Infinity,
): Promise<Comment> {
  const created = await db.transaction(async (tx) => {
    // One account's comments on a post are counted under a lock on the account, so two sent at
    // once cannot both be the last one allowed.
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
    const [row] = await tx
      .insert(comments)
      .values({ postSlug, userId: user.id, text })
      .returning({ id: comments.id, createdAt: comments.createdAt });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
  return toComment({ ...created, text, postSlug, userId: user.id, username: user.username });
}
