import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { owners, sessions, userCredentials, users } from '../db/schema';

/**
 * Readers' accounts, their sessions and the owners table: every query the auth routes, the
 * session plugin and the owner plugin make. Tokens arrive hashed (server/lib/tokens.ts).
 */

/** Creates a user with its password hash in one transaction; unique violations propagate. */
export async function createAccount(
  db: Database,
  account: { username: string; email: string; passwordHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: account.username, email: account.email })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no row');
    await tx
      .insert(userCredentials)
      .values({ userId: user.id, passwordHash: account.passwordHash });
  });
}

/** The account a login names, with its password hash, if the (normalised) email has one. */
export async function findLoginAccount(db: Database, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      passwordHash: userCredentials.passwordHash,
    })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email));
  return account;
}

export async function setPasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(userCredentials)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(userCredentials.userId, userId));
}

/**
 * Stores a new session. A login replaces the session it arrived with (`previousTokenHash`), and
 * sweeps the user's expired ones.
 */
export async function startSession(
  db: Database,
  session: { tokenHash: string; userId: string; expiresAt: Date; previousTokenHash?: string },
): Promise<void> {
  const { tokenHash, userId, expiresAt, previousTokenHash } = session;
  await db.transaction(async (tx) => {
    if (previousTokenHash) {
      await tx.delete(sessions).where(eq(sessions.tokenHash, previousTokenHash));
    }
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({ tokenHash, userId, expiresAt });
  });
}

export async function endSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The session's user and expiry, expired or not. */
export async function sessionUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function extendSession(
  db: Database,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Whether the owners table lists `email` (one read of its primary key). */
export async function isStoredOwner(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: owners.email })
    .from(owners)
    .where(eq(owners.email, email))
    .limit(1);
  return row !== undefined;
}
