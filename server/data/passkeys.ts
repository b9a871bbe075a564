import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passkeys, users, webauthnChallenges } from '../db/schema';

/**
 * Passkeys (WebAuthn credentials) and the challenges handed out for them. A challenge is
 * stored until it is answered and deleted when it is (single use); one older than its
 * lifetime answers nothing. A passkey a password reset suspended (`suspended_until` set) is
 * left out of everything here until the reset's page keeps it (server/data/account-changes.ts).
 */

export type ChallengePurpose = 'register' | 'login' | 'confirm';

/** How long a browser has to answer a challenge. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export async function storeChallenge(
  db: Database,
  challenge: { challenge: string; purpose: ChallengePurpose; userId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Unanswered challenges go once they are past use: the table stays small. So do passkeys a
    // reset suspended and nobody kept in time.
    await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
    await tx.delete(passkeys).where(lt(passkeys.suspendedUntil, sql`now()`));
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
  addressVerified: passkeys.addressVerified,
};

/** A passkey that signs in: not suspended by a reset. */
const usable = isNull(passkeys.suspendedUntil);

export async function listPasskeys(db: Database, userId: string) {
  return db
    .select(passkeyColumns)
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), usable))
    .orderBy(asc(passkeys.createdAt));
}

/** A usable credential by its id, with its account. */
export async function passkeyById(db: Database, id: string) {
  const [row] = await db
    .select({ ...passkeyColumns, username: users.username, email: users.email })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.id, id), usable));
  return row;
}

/**
 * Stores a passkey added on a verified address. `also` runs in the same transaction (the mail's
 * link that ends it), so a passkey is never stored without the mail that tells of it.
 */
export async function addPasskey<T>(
  db: Database,
  passkey: {
    id: string;
    userId: string;
    name: string;
    publicKey: string;
    counter: number;
    transports: string[];
  },
  also: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(passkeys).values({ ...passkey, addressVerified: true });
    return also(tx as unknown as Database);
  });
}

/**
 * After a signed answer: the authenticator's new counter, and when it was last used. One
 * conditional UPDATE is the counter check: it must go up, except for authenticators that always
 * report 0. Of two answers with the same counter (a copied passkey, or the same one replayed at
 * once) only the first gets a row back; false for the other.
 */
export async function touchPasskey(db: Database, id: string, counter: number): Promise<boolean> {
  const touched = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        usable,
        counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter),
      ),
    )
    .returning({ id: passkeys.id });
  return touched.length > 0;
}

/** Removes one of the user's passkeys; false when the user has none with this id. */
export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id), usable))
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
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id), usable))
    .returning({ id: passkeys.id });
  return renamed.length > 0;
}
