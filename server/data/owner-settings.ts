import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ownerSettings } from '../db/schema';
import type { CommentSettings } from '../../shared/schemas';

/**
 * The owner's choices made in /admin (owner_settings). Read from the database on each use, so
 * every replica follows a change at once; a setting never saved has its default.
 */

const HOLD_FIRST_COMMENTS = 'hold_first_comments';

export async function commentSettings(db: Database): Promise<CommentSettings> {
  const [row] = await db
    .select({ value: ownerSettings.value })
    .from(ownerSettings)
    .where(eq(ownerSettings.name, HOLD_FIRST_COMMENTS));
  return { holdFirstComments: row?.value === true };
}

export async function saveCommentSettings(
  db: Database,
  settings: CommentSettings,
): Promise<CommentSettings> {
  await db
    .insert(ownerSettings)
    .values({ name: HOLD_FIRST_COMMENTS, value: settings.holdFirstComments })
    .onConflictDoUpdate({
      target: ownerSettings.name,
      set: { value: settings.holdFirstComments, updatedAt: sql`now()` },
    });
  return commentSettings(db);
}
