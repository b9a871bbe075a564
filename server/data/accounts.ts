import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, userCredentials, users } from '../db/schema';
import type { DeviceClass } from '../lib/user-agent';

/**
 * Readers' accounts and their sessions: every query the auth routes and the session plugin
 * make (the owners table is owners.ts). Tokens arrive hashed (server/lib/tokens.ts).
 */

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export type Account = {
  id: string;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
};

/** What a signup did: made the account, or found its username or its address taken. */
export type SignupOutcome<T> =
  | { outcome: 'created'; result: T }
  | { outcome: 'usernameTaken' }
  | { outcome: 'addressTaken'; account: Account };

/**
 * A signup, in one transaction: a taken username first (whatever the address), then an address
 * that has an account, else the user with its password hash and whatever `also` writes (the
 * verification link), so an account is never stored without what it needs. Two signups at once
 * can both pass the checks: the unique violation of the one that loses (users_email_key or
 * users_username_lower_key) propagates for the caller to answer.
 */
export async function signUp<T>(
  db: Database,
  account: { username: string; email: string; passwordHash: string },
  also: (tx: Database, userId: string) => Promise<T>,
): Promise<SignupOutcome<T>> {
  return db.transaction(async (tx): Promise<SignupOutcome<T>> => {
    const [named] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, sql`lower(${account.username})`));
    if (named) return { outcome: 'usernameTaken' };
    const [holder] = await tx
      .select(accountColumns)
      .from(users)
      .where(eq(users.email, account.email));
    if (holder) return { outcome: 'addressTaken', account: holder };
    const [user] = await tx
      .insert(users)
      .values({ username: account.username, email: account.email })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no row');
    await tx
      .insert(userCredentials)
      .values({ userId: user.id, passwordHash: account.passwordHash });
    return { outcome: 'created', result: await also(tx as unknown as Database, user.id) };
  });
}

/** The account with this (normalised) email, if any. */
export async function accountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.email, email));
  return account;
}

export async function accountById(db: Database, id: string): Promise<Account | undefined> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return account;
}

export async function passwordHashOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  return row?.passwordHash;
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
  session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    previousTokenHash?: string;
    device: DeviceClass;
    agent: string;
    /** Started with a passkey added before the address was verified. */
    earlyPasskey?: boolean;
  },
): Promise<void> {
  const { tokenHash, userId, expiresAt, previousTokenHash, device, agent } = session;
  const earlyPasskey = session.earlyPasskey ?? false;
  await db.transaction(async (tx) => {
    if (previousTokenHash) {
      await tx.delete(sessions).where(eq(sessions.tokenHash, previousTokenHash));
    }
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({ tokenHash, userId, expiresAt, device, agent, earlyPasskey });
  });
}

/**
 * Ends every session of the user but `keepTokenHash` (the browser asking, when it is one of
 * them). Returns how many ended. Runs in the caller's transaction when given one.
 */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keepTokenHash?: string,
): Promise<number> {
  const where = keepTokenHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
    : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}

/** The user's live sessions, the most recently seen first. */
export async function listSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      device: sessions.device,
      agent: sessions.agent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.lastSeenAt} DESC`, asc(sessions.createdAt));
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
      emailVerifiedAt: users.emailVerifiedAt,
      expiresAt: sessions.expiresAt,
      earlyPasskey: sessions.earlyPasskey,
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
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(eq(sessions.tokenHash, tokenHash));
}
