import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shortLinks } from '../db/schema';
import { newShortCode } from '../lib/tokens';

/** Short links: a 7-character code per stored page address (POST /url, GET /s/:code). */

/** The code of `url`, made on first use. */
export async function codeFor(db: Database, url: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: shortLinks.code })
      .from(shortLinks)
      .where(eq(shortLinks.url, url));
    if (existing) return existing.code;
    // Nothing on conflict: either the URL was just shortened by a concurrent request (the next
    // loop finds it) or the random code is taken (the next loop draws another).
    const [inserted] = await db
      .insert(shortLinks)
      .values({ code: newShortCode(), url })
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not allocate a short code');
}

/** The address stored under `code`, if any. */
export async function linkOf(db: Database, code: string): Promise<string | undefined> {
  const [link] = await db
    .select({ url: shortLinks.url })
    .from(shortLinks)
    .where(eq(shortLinks.code, code));
  return link?.url;
}
