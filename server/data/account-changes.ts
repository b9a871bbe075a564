import { and, eq, gt, inArray, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passkeys, userCredentials, users } from '../db/schema';
import { hashToken, newSessionToken } from '../lib/tokens';
import { endOtherSessions } from './accounts';
import { consumeEmailToken, retireEmailTokens } from './email-tokens';

/**
 * The changes that decide who holds an account, each one transaction: opening a verify or
 * new-address link, a password reset (and keeping passkeys after it), a password change, "sign
 * out everywhere else", and ending a passkey from the mail that told of it. See
 * docs/accounts.md, "What each action ends".
 */

/** How long the page a reset answered may keep some of the account's passkeys. */
const KEEP_WINDOW_MS = 15 * 60_000;

/** A refusal found inside a transaction: thrown to roll it back, returned to the caller. */
class Refusal<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason);
  }
}

/** Runs `work` in a transaction; a `refuse(reason)` inside rolls it back and returns `reason`. */
async function transactionOr<T, R extends string>(
  db: Database,
  work: (tx: Database, refuse: (reason: R) => never) => Promise<T>,
): Promise<T | R> {
  const refuse = (reason: R): never => {
    throw new Refusal(reason);
  };
  try {
    return await db.transaction((tx) => work(tx as unknown as Database, refuse));
  } catch (error) {
    if (error instanceof Refusal) return error.reason as R;
    throw error;
  }
}

/**
 * Every way into the account that whoever held it before may have left: sessions (all but
 * `keepSessionHash`), passkeys added before the address was verified, pending address-change
 * links and reset links. Returns how many sessions ended.
 */
async function endEarlierAccess(
  tx: Database,
  userId: string,
  keepSessionHash?: string,
): Promise<number> {
  const signedOut = await endOtherSessions(tx, userId, keepSessionHash);
  await tx.delete(passkeys).where(and(eq(passkeys.userId, userId), not(passkeys.addressVerified)));
  await retireEmailTokens(tx, userId, 'email');
  await retireEmailTokens(tx, userId, 'reset');
  return signedOut;
}

/** A verify link: the address it went to counts as verified, if the account still has it. */
export async function verifyAddress(db: Database, token: string) {
  return transactionOr<{ userId: string }, 'used' | 'moved'>(db, async (tx, refuse) => {
    const used = (await consumeEmailToken(tx, token, 'verify')) ?? refuse('used');
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    if (!user) refuse('moved');
    return { userId: used.userId };
  });
}

/**
 * A new-address link: the account moves there, verified, and the links to the old address
 * stop working. A unique violation (another account took the address meanwhile) propagates.
 */
export async function moveAddress(db: Database, token: string) {
  return transactionOr<{ userId: string; email: string }, 'used'>(db, async (tx, refuse) => {
    const used = (await consumeEmailToken(tx, token, 'email')) ?? refuse('used');
    await tx
      .update(users)
      .set({ email: used.email, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, used.userId));
    await retireEmailTokens(tx, used.userId, 'verify');
    await retireEmailTokens(tx, used.userId, 'reset');
    return { userId: used.userId, email: used.email };
  });
}

export type KeptPasskey = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/**
 * A reset link with the new password's hash. It proves the mailbox, so the address counts as
 * verified; then whatever the account had before ends: every session but `keepSessionHash`,
 * pending address changes and other resets, and passkeys added before the address was
 * verified. The other passkeys are suspended: `keepToken` lets the page keep some of them for
 * KEEP_WINDOW_MS (`keepPasskeys`), and the rest go.
 */
export async function resetPassword(
  db: Database,
  reset: { token: string; passwordHash: string; keepSessionHash?: string },
) {
  type Done = {
    user: { id: string; username: string; email: string };
    passkeys: KeptPasskey[];
    keepToken?: string;
  };
  return transactionOr<Done, 'used' | 'moved'>(db, async (tx, refuse) => {
    const used = (await consumeEmailToken(tx, reset.token, 'reset')) ?? refuse('used');
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id, username: users.username, email: users.email });
    if (!user) return refuse('moved');
    await tx
      .update(userCredentials)
      .set({ passwordHash: reset.passwordHash, updatedAt: new Date() })
      .where(eq(userCredentials.userId, user.id));
    await endEarlierAccess(tx, user.id, reset.keepSessionHash);
    // Passkeys an earlier reset suspended and nobody kept are gone by now.
    await tx
      .delete(passkeys)
      .where(and(eq(passkeys.userId, user.id), lt(passkeys.suspendedUntil, sql`now()`)));
    const keepToken = newSessionToken();
    const suspended = await tx
      .update(passkeys)
      .set({
        suspendedUntil: new Date(Date.now() + KEEP_WINDOW_MS),
        keepTokenHash: hashToken(keepToken),
      })
      .where(eq(passkeys.userId, user.id))
      .returning({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      });
    suspended.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return {
      user,
      passkeys: suspended,
      keepToken: suspended.length > 0 ? keepToken : undefined,
    };
  });
}

/**
 * After a reset: the passkeys it suspended under `keepToken` that are named in `ids` work
 * again, and the others are deleted. Undefined when the token suspends nothing (unknown,
 * already used, or past its window).
 */
export async function keepPasskeys(db: Database, keepToken: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const held = and(
      eq(passkeys.keepTokenHash, hashToken(keepToken)),
      gt(passkeys.suspendedUntil, sql`now()`),
    );
    const kept =
      ids.length === 0
        ? []
        : await tx
            .update(passkeys)
            .set({ suspendedUntil: null, keepTokenHash: null })
            .where(and(held, inArray(passkeys.id, ids)))
            .returning({ name: passkeys.name, createdAt: passkeys.createdAt });
    const removed = await tx.delete(passkeys).where(held).returning({ id: passkeys.id });
    if (kept.length === 0 && removed.length === 0) return undefined;
    kept.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return { kept: kept.map((k) => k.name), removed: removed.length };
  });
}

/**
 * A password change on /account (the current password was checked): the new hash, and
 * whatever the account had before ends but this browser's session. Returns how many other
 * sessions ended.
 */
export async function changePassword(
  db: Database,
  change: { userId: string; passwordHash: string; keepSessionHash: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(userCredentials)
      .set({ passwordHash: change.passwordHash, updatedAt: new Date() })
      .where(eq(userCredentials.userId, change.userId));
    return endEarlierAccess(tx as unknown as Database, change.userId, change.keepSessionHash);
  });
}

/** "Sign out everywhere else": what a password change ends, without changing the password. */
export async function signOutEverywhereElse(
  db: Database,
  userId: string,
  keepSessionHash: string,
): Promise<number> {
  return db.transaction((tx) =>
    endEarlierAccess(tx as unknown as Database, userId, keepSessionHash),
  );
}

/**
 * The link in "A passkey was added": the passkey is deleted and every session of the account
 * ends (whoever added it was signed in). 'gone' when the passkey was removed already.
 */
export async function endPasskeyByLink(db: Database, token: string) {
  return transactionOr<{ userId: string; name: string }, 'used' | 'gone'>(
    db,
    async (tx, refuse) => {
      const used = (await consumeEmailToken(tx, token, 'passkey')) ?? refuse('used');
      if (!used.passkeyId) return refuse('gone');
      const [removed] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, used.passkeyId), eq(passkeys.userId, used.userId)))
        .returning({ name: passkeys.name });
      if (!removed) return refuse('gone');
      await endOtherSessions(tx, used.userId);
      return { userId: used.userId, name: removed.name };
    },
  );
}
