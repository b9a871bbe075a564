import { sql, type SQL } from 'drizzle-orm';
import { comments } from '../db/schema';
import { isUuid } from '../lib/validation';

/**
 * Keyset cursors over comments, newest first: a page ends at a (created_at, id) pair and the
 * next one starts below it, so comments arriving meanwhile never shift a page. PostgreSQL keeps
 * microseconds, which a JS Date would round away, so a cursor carries the timestamp as
 * PostgreSQL's text. Used by the public list and by the owner's queue.
 */

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A comment's created_at to the microsecond, as a cursor keeps it. */
export const exactCreatedAt = sql<string>`to_char(${comments.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type Cursor = { createdAt: string; id: string };

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt} ${id}`).toString('base64url');

/** The (created_at, id) a cursor stands for, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): Cursor | undefined {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(' ');
  if (rest.length > 0 || !createdAt || !id || !CURSOR_TIME.test(createdAt) || !isUuid(id)) {
    return undefined;
  }
  return { createdAt, id };
}

/** Comments older than the cursor's, in the newest-first order both lists use. */
export const olderThan = ({ createdAt, id }: Cursor): SQL =>
  sql`(${comments.createdAt}, ${comments.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;

/**
 * The page out of `limit + 1` rows read newest first, and the cursor of the next (older) page
 * when there is one.
 */
export function pageOf<Row extends { id: string; cursorTime: string }>(
  rows: Row[],
  limit: number,
): { page: Row[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    page,
    next: rows.length > limit && last ? encodeCursor(last.cursorTime, last.id) : null,
  };
}
