import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { accountByEmail, accountById, endOtherSessions } from '../../data/accounts';
import {
  consumeEmailToken,
  peekEmailToken,
  retireEmailTokens,
  type TokenPurpose,
} from '../../data/email-tokens';
import type { Database } from '../../db/client';
import { userCredentials, users } from '../../db/schema';
import { httpError, isUniqueViolation } from '../../lib/errors';
import { hashPassword, newPasswordProblem, nfc } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { resetLink, verifyLink } from '../../mail/flows';
import { emailChangedMail, passwordChangedMail } from '../../mail/messages';
import {
  EmailBody,
  LinkInfo,
  Message,
  ResetPasswordBody,
  TokenBody,
  VerifiedEmail,
} from '../../../shared/schemas';

/**
 * Requests that name an address answer only after this long, whatever happened: an address
 * with an account (a token written, a mail queued) and one without take the same time.
 */
const SAME_ANSWER_MS = 300;

const emailOf = (request: { body: unknown }) =>
  nfc(String((request.body as { email?: unknown }).email ?? '')).toLowerCase();

/** Why a link cannot be used, in words for the page that opened it. */
const LINK_PROBLEMS = {
  unknown: 'This link is not valid: it may have been cut short or changed.',
  used: 'This link was already used.',
  expired: 'This link has expired.',
  moved: 'This link was sent to an address your account no longer uses.',
  purpose: 'This link is not for this page.',
} as const;

/** The state of a link as an error (400 unknown, 410 used or expired), or its details. */
async function usableLink(db: Database, token: string, purposes: TokenPurpose[]) {
  const link = await peekEmailToken(db, token);
  if (link.state === 'unknown') throw httpError(400, LINK_PROBLEMS.unknown);
  if (!purposes.includes(link.purpose)) throw httpError(400, LINK_PROBLEMS.purpose);
  if (link.state === 'used') throw httpError(410, LINK_PROBLEMS.used);
  if (link.state === 'expired') throw httpError(410, LINK_PROBLEMS.expired);
  // A verify or reset link belongs to the address it was sent to.
  if (link.purpose !== 'email' && link.email !== link.accountEmail) {
    throw httpError(410, LINK_PROBLEMS.moved);
  }
  return link;
}

async function sameTimeAs(started: number) {
  const wait = started + SAME_ANSWER_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The links mailed to readers: what a link is (`/link`), verifying an address or moving to a
 * new one (`/verify-email`), asking for a verification link again, "Forgot password?" and
 * choosing the new one (`/reset-password`). Every answer about an address is the same (and as
 * long) whether or not it has an account.
 */
const emailLinkRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const links = app.limit('emailLinks');

  app.post(
    '/link',
    { bodyLimit: 1024, schema: { body: TokenBody, response: { 200: LinkInfo } }, onRequest: links },
    async (request) => {
      const link = await usableLink(app.db, request.body.token, ['verify', 'reset', 'email']);
      return { purpose: link.purpose, username: link.username, email: link.email };
    },
  );

  app.post(
    '/verify-email',
    {
      bodyLimit: 1024,
      schema: { body: TokenBody, response: { 200: VerifiedEmail } },
      onRequest: links,
    },
    async (request) => {
      const { token } = request.body;
      const link = await usableLink(app.db, token, ['verify', 'email']);
      if (link.purpose === 'verify') {
        await app.db.transaction(async (tx) => {
          const used = await consumeEmailToken(tx as unknown as Database, token, 'verify');
          if (!used) throw httpError(410, LINK_PROBLEMS.used);
          const updated = await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
            .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
            .returning({ id: users.id });
          if (updated.length === 0) throw httpError(410, LINK_PROBLEMS.moved);
        });
        return {
          message: 'Your email address is verified.',
          purpose: 'verify' as const,
          email: link.email,
        };
      }
      // A new address: the account moves there, verified, and the old address is told.
      const before = await accountById(app.db, link.userId);
      try {
        await app.db.transaction(async (tx) => {
          const used = await consumeEmailToken(tx as unknown as Database, token, 'email');
          if (!used) throw httpError(410, LINK_PROBLEMS.used);
          await tx
            .update(users)
            .set({ email: used.email, emailVerifiedAt: sql`now()` })
            .where(eq(users.id, used.userId));
          await retireEmailTokens(tx as unknown as Database, used.userId, 'verify');
          await retireEmailTokens(tx as unknown as Database, used.userId, 'reset');
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw httpError(409, `Another account uses ${link.email} now`);
        }
        throw error;
      }
      if (before && before.email !== link.email) {
        app.mail.later(emailChangedMail(app.mail.context, before, link.email));
      }
      return {
        message: `Your account now uses ${link.email}.`,
        purpose: 'email' as const,
        email: link.email,
      };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      bodyLimit: 1024,
      schema: { body: EmailBody, response: { 200: Message } },
      onRequest: app.limit('verifyMailPerIp'),
      preHandler: app.limit('verifyMailPerEmail', emailOf),
    },
    async (request) => {
      const started = performance.now();
      const account = await accountByEmail(app.db, emailOf(request));
      if (account && !account.emailVerifiedAt) {
        app.mail.later(await verifyLink(app.db, app.mail.context, account));
      }
      await sameTimeAs(started);
      return {
        message:
          'If an account with that address is waiting to be verified, a new link is on its way.',
      };
    },
  );

  app.post(
    '/forgot-password',
    {
      bodyLimit: 1024,
      schema: { body: EmailBody, response: { 200: Message } },
      onRequest: app.limit('resetMailPerIp'),
      preHandler: app.limit('resetMailPerEmail', emailOf),
    },
    async (request) => {
      const started = performance.now();
      const account = await accountByEmail(app.db, emailOf(request));
      if (account) app.mail.later(await resetLink(app.db, app.mail.context, account));
      await sameTimeAs(started);
      return {
        message:
          'If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.',
      };
    },
  );

  app.post(
    '/reset-password',
    {
      bodyLimit: 4096,
      schema: { body: ResetPasswordBody, response: { 200: Message } },
      onRequest: links,
    },
    async (request) => {
      const { token } = request.body;
      const password = nfc(request.body.password);
      const link = await usableLink(app.db, token, ['reset']);
      const problem = newPasswordProblem(password, link);
      if (problem) throw httpError(400, problem);
      const passwordHash = await hashPassword(password);
      // A browser signed in to this account while it resets keeps its session.
      const ownToken = app.sessions.tokenOf(request);
      const own = ownToken ? hashToken(ownToken) : undefined;
      const account = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const used = await consumeEmailToken(db, token, 'reset');
        if (!used) throw httpError(410, LINK_PROBLEMS.used);
        // The reset proves the mailbox is the reader's: the address counts as verified.
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
          .returning({ id: users.id, username: users.username, email: users.email });
        if (!user) throw httpError(410, LINK_PROBLEMS.moved);
        await tx
          .update(userCredentials)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(userCredentials.userId, user.id));
        await endOtherSessions(db, user.id, own);
        await retireEmailTokens(db, user.id, 'reset');
        return user;
      });
      app.mail.later(passwordChangedMail(app.mail.context, account));
      return {
        message:
          'Your password has been changed, and every other browser signed in to your account was signed out.',
      };
    },
  );
};

export default emailLinkRoutes;
