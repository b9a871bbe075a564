import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { comments, moderationLog, users } from '../db/schema';
import { isUuid } from '../lib/validation';
import { exactCreatedAt, olderThan, pageOf, type Cursor } from './comment-cursor';
import type {
  AdminComment,
  CommentStatus,
  ModerationAction,
  ModerationEntry,
} from '../../shared/schemas';

/**
 * Comments as the owner sees them, and every change to them that hides, shows, approves or
 * deletes one: each change and its moderation_log row are written in one transaction.
 */

/** Who acts: the owner, or a commenter deleting their own comment. */
export type Actor = { id: string; username: string };

const commentColumns = {
  id: comments.id,
  postSlug: comments.postSlug,
  text: comments.text,
  authorId: comments.userId,
  authorName: users.username,
  createdAt: comments.createdAt,
  hiddenAt: comments.hiddenAt,
  heldAt: comments.heldAt,
};

type CommentRow = {
  id: string;
  postSlug: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
  hiddenAt: Date | null;
  heldAt: Date | null;
};

const toAdminComment = (row: CommentRow): AdminComment => ({
  id: row.id,
  postSlug: row.postSlug,
  text: row.text,
  author: { id: row.authorId, username: row.authorName },
  createdAt: row.createdAt.toISOString(),
  hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
  heldAt: row.heldAt ? row.heldAt.toISOString() : null,
});

/**
 * The moderation queue: comments newest first, `limit` at a time; `next` continues after the
 * last one (a keyset cursor, so comments arriving meanwhile never shift a page). 'visible' is
 * what visitors see: neither hidden nor waiting for approval.
 */
export async function listComments(
  db: Database,
  query: { status: CommentStatus; post?: string; before?: Cursor },
  limit: number,
): Promise<{ comments: AdminComment[]; next: string | null }> {
  const where: SQL[] = [];
  if (query.status === 'visible') where.push(isNull(comments.hiddenAt), isNull(comments.heldAt));
  if (query.status === 'hidden') where.push(isNotNull(comments.hiddenAt));
  if (query.status === 'held') where.push(isNotNull(comments.heldAt));
  if (query.post) where.push(eq(comments.postSlug, query.post));
  if (query.before) where.push(olderThan(query.before));
  const rows = await db
    .select({ ...commentColumns, cursorTime: exactCreatedAt })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(...where))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const { page, next } = pageOf(rows, limit);
  return { comments: page.map(toAdminComment), next };
}

/** The comment, locked until the transaction ends, with its author's name. */
async function lockComment(tx: Database, id: string, authorId?: string) {
  const [row] = await tx
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(authorId ? and(eq(comments.id, id), eq(comments.userId, authorId)) : eq(comments.id, id))
    .for('update', { of: comments });
  return row;
}

function record(tx: Database, action: ModerationAction, comment: CommentRow, actor: Actor) {
  return tx.insert(moderationLog).values({
    action,
    commentId: comment.id,
    postSlug: comment.postSlug,
    authorId: comment.authorId,
    authorName: comment.authorName,
    actorId: actor.id,
    actorName: actor.username,
  });
}

/**
 * Hides the comment from visitors, or shows it again. Asking for the state it is already in
 * changes and records nothing. Undefined when there is no such comment.
 */
export async function setHidden(
  db: Database,
  id: string,
  hidden: boolean,
  actor: Actor,
): Promise<{ comment: AdminComment; changed: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (!row) return undefined;
    if ((row.hiddenAt !== null) === hidden) return { comment: toAdminComment(row), changed: false };
    const [updated] = await tx
      .update(comments)
      .set({ hiddenAt: hidden ? sql`clock_timestamp()` : null })
      .where(eq(comments.id, id))
      .returning({ hiddenAt: comments.hiddenAt });
    if (!updated) throw new Error('update returned no row');
    await record(tx, hidden ? 'hide' : 'show', row, actor);
    return { comment: toAdminComment({ ...row, hiddenAt: updated.hiddenAt }), changed: true };
  });
}

/**
 * Publishes a comment that waits for approval. Approving one that does not wait changes and
 * records nothing. Undefined when there is no such comment.
 */
export async function approveComment(
  db: Database,
  id: string,
  actor: Actor,
): Promise<{ comment: AdminComment; changed: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (!row) return undefined;
    if (row.heldAt === null) return { comment: toAdminComment(row), changed: false };
    await tx.update(comments).set({ heldAt: null }).where(eq(comments.id, id));
    await record(tx, 'approve', row, actor);
    return { comment: toAdminComment({ ...row, heldAt: null }), changed: true };
  });
}

/**
 * Deletes the comment (only if `authorId` wrote it, when given) and records who did.
 * Returns the post it was on, or undefined when there is no such comment (or not theirs).
 */
export async function deleteComment(
  db: Database,
  id: string,
  actor: Actor,
  authorId?: string,
): Promise<{ postSlug: string } | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, id, authorId);
    if (!row) return undefined;
    await tx.delete(comments).where(eq(comments.id, id));
    await record(tx, 'delete', row, actor);
    return { postSlug: row.postSlug };
  });
}

/** The newest `limit` moderation records, newest first. */
export async function listModeration(db: Database, limit = 100): Promise<ModerationEntry[]> {
  const rows = await db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      commentId: moderationLog.commentId,
      postSlug: moderationLog.postSlug,
      authorName: moderationLog.authorName,
      actorName: moderationLog.actorName,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    action: row.action as ModerationAction,
    createdAt: row.createdAt.toISOString(),
  }));
}
