import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** How many rows the tables a reader would miss hold: what a restore reports it brought back. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`SELECT (SELECT count(*) FROM users)::int AS users,
               (SELECT count(*) FROM comments)::int AS comments,
               (SELECT count(*) FROM contact_messages)::int AS "contact messages",
               (SELECT count(*) FROM short_links)::int AS "short links"`,
  );
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}
