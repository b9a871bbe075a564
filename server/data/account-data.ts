import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { comments, moderationLog, passkeys, sessions, users } from '../db/schema';

/**
 * A reader's own data: all of it as one JSON document (download my data), and all of it gone
 * (delete my account). See docs/accounts.md, "What is stored" and "Deleting an account".
 */

/** What a deleted account is called in the moderation log from then on. */
const DELETED_ACCOUNT = 'deleted account';

/** Everything the site holds about the account, for the reader to keep. */
export async function exportAccount(db: Database, userId: string, currentSessionHash?: string) {
  const [user] = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [written, signedIn, keys] = await Promise.all([
    db
      .select({
        id: comments.id,
        postSlug: comments.postSlug,
        text: comments.text,
        createdAt: comments.createdAt,
        hiddenAt: comments.hiddenAt,
      })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    db
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
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
  ]);
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    account: {
      userId: user.userId,
      username: user.username,
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
    },
    comments: written.map((c) => ({
      id: c.id,
      postSlug: c.postSlug,
      text: c.text,
      createdAt: iso(c.createdAt),
      hiddenByOwnerAt: iso(c.hiddenAt),
    })),
    // Never a token or its hash: which browser, when.
    sessions: signedIn.map((s) => ({
      id: s.id,
      device: s.device,
      browser: s.agent,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      current: s.tokenHash === currentSessionHash,
    })),
    passkeys: keys.map((k) => ({
      name: k.name,
      createdAt: iso(k.createdAt),
      lastUsedAt: iso(k.lastUsedAt),
    })),
  };
}

/**
 * Deletes the account in one transaction: its comments, sessions, passkeys, links and password
 * go with it (foreign keys cascade), and the moderation log keeps its records of what happened
 * to comments without the account's name or id. Returns the posts whose comments changed.
 */
export async function deleteAccount(db: Database, userId: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return undefined;
    const posts = await tx
      .selectDistinct({ postSlug: comments.postSlug })
      .from(comments)
      .where(eq(comments.userId, userId));
    await tx
      .update(moderationLog)
      .set({ authorId: null, authorName: DELETED_ACCOUNT })
      .where(eq(moderationLog.authorId, userId));
    await tx
      .update(moderationLog)
      .set({ actorId: null, actorName: DELETED_ACCOUNT })
      .where(eq(moderationLog.actorId, userId));
    // Cascades to credentials, sessions, comments, links, passkeys and challenges. The owner's
    // pending notices point at comments by id only: the ones just deleted are skipped.
    await tx.delete(users).where(eq(users.id, userId));
    return posts.map((p) => p.postSlug);
  });
}
