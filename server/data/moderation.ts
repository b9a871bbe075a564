import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { comments, moderationLog, users } from '../db/schema';
import type {
  AdminComment,
  CommentStatus,
  ModerationAction,
  ModerationEntry,
} from '../../shared/schemas';

/**
 * Comments as the owner sees them, and every change to them that hides, shows or deletes one:
 * each change and its moderation_log row are written in one transaction.
 */

/** Who acts: the owner, or a commenter deleting their own comment. */
export type Actor = { id: string; username: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row at all (anything else is simply not found). */
export const isUuid = (id: string) => UUID.test(id);

// A page ends at a (created_at, id) pair. PostgreSQL keeps microseconds, which a JS Date would
// round away, so the cursor carries the timestamp as PostgreSQL's text.
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const exactCreatedAt = sql<string>`to_char(${comments.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt} ${id}`).toString('base64url');

/** The (created_at, id) a cursor stands for, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(' ');
  if (rest.length > 0 || !createdAt || !id || !CURSOR_TIME.test(createdAt) || !isUuid(id)) {
    return undefined;
  }
  return { createdAt, id };
}

const commentColumns = {
  id: comments.id,
  postSlug: comments.postSlug,
  text: comments.text,
  authorId: comments.userId,
  authorName: users.username,
  createdAt: comments.createdAt,
  hiddenAt: comments.hiddenAt,
};

type CommentRow = {
  id: string;
  postSlug: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
  hiddenAt: Date | null;
};

const toAdminComment = (row: CommentRow): AdminComment => ({
  id: row.id,
  postSlug: row.postSlug,
  text: row.text,
  author: { id: row.authorId, username: row.authorName },
  createdAt: row.createdAt.toISOString(),
  hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
});

/**
 * The moderation queue: comments newest first, `limit` at a time; `next` continues after the
 * last one (a keyset cursor, so comments arriving meanwhile never shift a page).
 */
export async function listComments(
  db: Database,
  query: { status: CommentStatus; post?: string; before?: { createdAt: string; id: string } },
  limit: number,
): Promise<{ comments: AdminComment[]; next: string | null }> {
  const where: SQL[] = [];
  if (query.status === 'visible') where.push(isNull(comments.hiddenAt));
  if (query.status === 'hidden') where.push(isNotNull(comments.hiddenAt));
  if (query.post) where.push(eq(comments.postSlug, query.post));
  if (query.before) {
    const { createdAt, id } = query.before;
    where.push(
      sql`(${comments.createdAt}, ${comments.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ ...commentColumns, cursorTime: exactCreatedAt })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(...where))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    comments: page.map(toAdminComment),
    next: rows.length > limit && last ? encodeCursor(last.cursorTime, last.id) : null,
  };
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
