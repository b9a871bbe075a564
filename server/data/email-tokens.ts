import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens, passkeys, users } from '../db/schema';
import { hashToken, newSessionToken } from '../lib/tokens';

/**
 * Links mailed to readers (verify an address, reset a password, confirm a new address, end a
 * passkey just added). The
 * token exists only in the mail; the table keeps its SHA-256. A link works once: consuming it
 * is one UPDATE that sets `used_at` only while it is unset and unexpired, so two clicks at once
 * cannot both succeed.
 */

export type TokenPurpose = 'verify' | 'reset' | 'email' | 'passkey';

/** Used and expired links are kept this long (to tell a reader why a link no longer works). */
const KEEP_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a new link for the user and returns its token. Older unused links of the same purpose
 * stop working: only the newest link a reader was sent counts. A `passkey` link names its
 * passkey, and each one stays good for its own passkey.
 */
export async function createEmailToken(
  db: Database,
  token: {
    userId: string;
    purpose: TokenPurpose;
    email: string;
    ttlMs: number;
    passkeyId?: string;
  },
): Promise<string> {
  const value = newSessionToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailTokens)
      .where(lt(emailTokens.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
    if (token.purpose !== 'passkey') {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, token.userId),
            eq(emailTokens.purpose, token.purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    }
    await tx.insert(emailTokens).values({
      tokenHash: hashToken(value),
      userId: token.userId,
      purpose: token.purpose,
      email: token.email,
      expiresAt: new Date(now.getTime() + token.ttlMs),
      passkeyId: token.passkeyId ?? null,
    });
  });
  return value;
}

type TokenState = 'valid' | 'used' | 'expired' | 'unknown';

/** What a link is, without using it up: its state, purpose, and whose it is. */
export async function peekEmailToken(db: Database, token: string) {
  const [row] = await db
    .select({
      purpose: emailTokens.purpose,
      email: emailTokens.email,
      expiresAt: emailTokens.expiresAt,
      usedAt: emailTokens.usedAt,
      userId: emailTokens.userId,
      username: users.username,
      accountEmail: users.email,
      passkeyId: emailTokens.passkeyId,
      passkeyName: passkeys.name,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .leftJoin(passkeys, eq(passkeys.id, emailTokens.passkeyId))
    .where(eq(emailTokens.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' as const };
  const state: TokenState = row.usedAt
    ? 'used'
    : row.expiresAt.getTime() <= Date.now()
      ? 'expired'
      : 'valid';
  return { state, ...row, purpose: row.purpose as TokenPurpose };
}

/**
 * Uses the link up, inside the caller's transaction: its user and address when it was valid
 * for `purpose`, undefined otherwise (unknown, used, expired, another purpose).
 */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; email: string; passkeyId: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: emailTokens.userId,
      email: emailTokens.email,
      passkeyId: emailTokens.passkeyId,
    });
  return row;
}

/** Ends every unused link of the user for `purpose` (a password reset ends the other resets). */
export async function retireEmailTokens(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** A new address the user asked for, whose link is still unused and unexpired. */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${emailTokens.createdAt} DESC`)
    .limit(1);
  return row?.email ?? null;
}
