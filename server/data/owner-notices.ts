import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { comments, contactMessages, ownerNoticeMails, ownerNotices, users } from '../db/schema';

/**
 * The owner-notice queue: ids of new comments and contact messages waiting to be mailed to the
 * owner, and per kind when the last mail went. Replicas share it through the database; the
 * window is claimed under a row lock, so two replicas never both send.
 */

export type NoticeKind = 'comment' | 'message';

export async function queueNotice(db: Database, kind: NoticeKind, refId: string): Promise<void> {
  await db.insert(ownerNotices).values({ kind, refId });
}

/**
 * Takes the queue of `kind` when its window (`windowMs` since the last mail) has passed, and
 * marks a mail as sent now if there was anything to take; otherwise says how long to wait.
 * The queued ids come back in the order they were queued.
 */
export async function takeDueNotices(
  db: Database,
  kind: NoticeKind,
  windowMs: number,
): Promise<{ waitMs: number; refs: string[] }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(ownerNoticeMails)
      .values({ kind, sentAt: new Date(0) })
      .onConflictDoNothing();
    const [state] = await tx
      .select({ sentAt: ownerNoticeMails.sentAt })
      .from(ownerNoticeMails)
      .where(eq(ownerNoticeMails.kind, kind))
      .for('update');
    const next = (state?.sentAt.getTime() ?? 0) + windowMs;
    if (next > Date.now()) return { waitMs: next - Date.now(), refs: [] };
    const taken = await tx
      .delete(ownerNotices)
      .where(eq(ownerNotices.kind, kind))
      .returning({ refId: ownerNotices.refId, id: ownerNotices.id });
    if (taken.length > 0) {
      await tx
        .update(ownerNoticeMails)
        .set({ sentAt: sql`now()` })
        .where(eq(ownerNoticeMails.kind, kind));
    }
    return { waitMs: 0, refs: taken.sort((a, b) => a.id - b.id).map((row) => row.refId) };
  });
}

/** The comments a notice names that still exist, with their authors. */
export async function noticedComments(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: comments.id,
      postSlug: comments.postSlug,
      text: comments.text,
      username: users.username,
      heldAt: comments.heldAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, ids));
}

/** The contact messages a notice names that still exist. */
export async function noticedMessages(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .where(inArray(contactMessages.id, ids));
}
