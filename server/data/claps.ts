import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { postClaps } from '../db/schema';

/**
 * Claps per post. A post's count starts at its `claps` in content; the first clap stores that
 * plus the clap, and every later one is a single atomic `claps = claps + n`.
 */

/** The stored count, or undefined when nobody has clapped yet (content then has the count). */
export async function storedClaps(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ claps: postClaps.claps })
    .from(postClaps)
    .where(eq(postClaps.slug, slug));
  return row?.claps;
}

/** Adds `count` claps and answers the new total; `start` gives the count before the first. */
export async function addClaps(
  db: Database,
  slug: string,
  count: number,
  start: () => Promise<number>,
): Promise<number> {
  const now = new Date();
  const [updated] = await db
    .update(postClaps)
    .set({ claps: sql`${postClaps.claps} + ${count}`, updatedAt: now })
    .where(eq(postClaps.slug, slug))
    .returning({ claps: postClaps.claps });
  if (updated) return updated.claps;

  // First clap on this post: seed from content. Concurrent first claps all land here; the
  // conflict clause turns every insert after the first into an increment.
  const seed = await start();
  const [row] = await db
    .insert(postClaps)
    .values({ slug, claps: seed + count, updatedAt: now })
    .onConflictDoUpdate({
      target: postClaps.slug,
      set: { claps: sql`${postClaps.claps} + ${count}`, updatedAt: now },
    })
    .returning({ claps: postClaps.claps });
  if (!row) throw new Error('upsert returned no row');
  return row.claps;
}
