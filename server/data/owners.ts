import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { Database } from '../db/client';
import { owners, users } from '../db/schema';

/**
 * The owners table (who may open /admin besides OWNER_EMAILS) and what `npm run owner` and the
 * owner plugin ask about those addresses' accounts. The role also needs a verified address,
 * which the callers check through `verifiedAt`.
 */

/** Whether the owners table lists `email` (one read of its primary key). */
export async function isStoredOwner(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: owners.email })
    .from(owners)
    .where(eq(owners.email, email))
    .limit(1);
  return row !== undefined;
}

/** Every row of the owners table, by address. */
export async function storedOwnerRows(db: Database): Promise<{ email: string; createdAt: Date }[]> {
  return db
    .select({ email: owners.email, createdAt: owners.createdAt })
    .from(owners)
    .orderBy(asc(owners.email));
}

/** Every email in the owners table. */
export async function storedOwners(db: Database): Promise<string[]> {
  return (await storedOwnerRows(db)).map((row) => row.email);
}

/** Adds `email` to the owners table; false when it was there already. */
export async function addStoredOwner(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(owners)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: owners.email });
  return inserted.length > 0;
}

/** Takes `email` out of the owners table; false when it was not in it. */
export async function removeStoredOwner(db: Database, email: string): Promise<boolean> {
  const deleted = await db
    .delete(owners)
    .where(eq(owners.email, email))
    .returning({ email: owners.email });
  return deleted.length > 0;
}

/** The accounts that use any of these addresses, with when each address was verified. */
export async function accountsByEmails(
  db: Database,
  emails: string[],
): Promise<{ email: string; username: string; verifiedAt: Date | null }[]> {
  if (emails.length === 0) return [];
  return db
    .select({ email: users.email, username: users.username, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(inArray(users.email, emails));
}

/** Those of `emails` whose accounts have verified their address. */
export async function verifiedEmails(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), isNotNull(users.emailVerifiedAt)));
  return rows.map((row) => row.email);
}
