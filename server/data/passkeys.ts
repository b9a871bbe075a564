import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passkeys, users, webauthnChallenges } from '../db/schema';

/**
 * Passkeys (WebAuthn credentials) and the challenges handed out for them. A challenge is
 * stored until it is answered and deleted when it is (single use); one older than its
 * lifetime answers nothing.
 */

export type ChallengePurpose = 'register' | 'login' | 'confirm';

/** How long a browser has to answer a challenge. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export async function storeChallenge(
  db: Database,
  challenge: { challenge: string; purpose: ChallengePurpose; userId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Unanswered challenges go once they are past use: the table stays small.
    await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
    await tx.insert(webauthnChallenges).values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      userId: challenge.userId ?? null,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  });
}

/**
 * Takes the challenge back (it can never be answered twice): true when it was handed out for
 * this purpose (and this user, when one is given) and is still within its lifetime.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId?: string,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : sql`${webauthnChallenges.userId} IS NULL`,
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

const passkeyColumns = {
  id: passkeys.id,
  userId: passkeys.userId,
  name: passkeys.name,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function listPasskeys(db: Database, userId: string) {
  return db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/** A credential by its id, with its account. */
export async function passkeyById(db: Database, id: string) {
  const [row] = await db
    .select({ ...passkeyColumns, username: users.username, email: users.email })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id));
  return row;
}

export async function addPasskey(
  db: Database,
  passkey: {
    id: string;
    userId: string;
    name: string;
    publicKey: string;
    counter: number;
    transports: string[];
  },
): Promise<void> {
  await db.insert(passkeys).values(passkey);
}

/** After a sign-in: the authenticator's new counter, and when it was last used. */
export async function touchPasskey(db: Database, id: string, counter: number): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

/** Removes one of the user's passkeys; false when the user has none with this id. */
export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

export async function renamePasskey(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return renamed.length > 0;
}
