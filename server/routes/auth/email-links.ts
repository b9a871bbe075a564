import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  endPasskeyByLink,
  keepPasskeys,
  moveAddress,
  resetPassword,
  verifyAddress,
} from '../../data/account-changes';
import { accountByEmail, accountById } from '../../data/accounts';
import { peekEmailToken, type TokenPurpose } from '../../data/email-tokens';
import type { Database } from '../../db/client';
import { httpError, isUniqueViolation } from '../../lib/errors';
import { hashPassword, newPasswordProblem, nfc } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { resetLink, verifyLink } from '../../mail/flows';
import { emailChangedMail, passwordChangedMail } from '../../mail/messages';
import {
  EmailBody,
  KeepPasskeysBody,
  KeptPasskeys,
  LinkInfo,
  Message,
  ResetPasswordAnswer,
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
  passkeyGone: 'This passkey was already removed.',
} as const;

/** The state of a link as an error (400 unknown, 410 used or expired), or its details. */
async function usableLink(db: Database, token: string, purposes: TokenPurpose[]) {
  const link = await peekEmailToken(db, token);
  if (link.state === 'unknown') throw httpError(400, LINK_PROBLEMS.unknown);
  if (!purposes.includes(link.purpose)) throw httpError(400, LINK_PROBLEMS.purpose);
  if (link.state === 'used') throw httpError(410, LINK_PROBLEMS.used);
  if (link.state === 'expired') throw httpError(410, LINK_PROBLEMS.expired);
  // A verify or reset link belongs to the address it was sent to. A passkey's link works from
  // the mailbox that was told, wherever the account has moved since.
  if ((link.purpose === 'verify' || link.purpose === 'reset') && link.email !== link.accountEmail) {
    throw httpError(410, LINK_PROBLEMS.moved);
  }
  if (link.purpose === 'passkey' && !link.passkeyName) {
    throw httpError(410, LINK_PROBLEMS.passkeyGone);
  }
  return link;
}

/** A refusal a data module found inside its transaction, as the answer for it. */
function refused(reason: 'used' | 'moved' | 'gone'): never {
  if (reason === 'gone') throw httpError(410, LINK_PROBLEMS.passkeyGone);
  throw httpError(410, LINK_PROBLEMS[reason]);
}

async function sameTimeAs(started: number) {
  const wait = started + SAME_ANSWER_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The links mailed to readers: what a link is (`/link`), verifying an address or moving to a
 * new one (`/verify-email`), asking for a verification link again, "Forgot password?",
 * choosing the new password (`/reset-password`) and keeping passkeys after it, and ending a
 * passkey from the mail that told of it (`/end-passkey`). Every answer about an address is the
 * same (and as long) whether or not it has an account.
 */
const emailLinkRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const links = app.limit('emailLinks');

  app.post(
    '/link',
    { bodyLimit: 1024, schema: { body: TokenBody, response: { 200: LinkInfo } }, onRequest: links },
    async (request) => {
      const link = await usableLink(app.db, request.body.token, [
        'verify',
        'reset',
        'email',
        'passkey',
      ]);
      return {
        purpose: link.purpose,
        username: link.username,
        email: link.email,
        ...(link.purpose === 'passkey' && link.passkeyName
          ? { passkeyName: link.passkeyName }
          : {}),
      };
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
        const verified = await verifyAddress(app.db, token);
        if (typeof verified === 'string') refused(verified);
        return {
          message: 'Your email address is verified.',
          purpose: 'verify' as const,
          email: link.email,
        };
      }
      // A new address: the account moves there, verified, and the old address is told.
      const before = await accountById(app.db, link.userId);
      let moved;
      try {
        moved = await moveAddress(app.db, token);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw httpError(409, `Another account uses ${link.email} now`);
        }
        throw error;
      }
      if (typeof moved === 'string') refused(moved);
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
      schema: { body: ResetPasswordBody, response: { 200: ResetPasswordAnswer } },
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
      const done = await resetPassword(app.db, {
        token,
        passwordHash,
        keepSessionHash: ownToken ? hashToken(ownToken) : undefined,
      });
      if (typeof done === 'string') refused(done);
      app.mail.later(passwordChangedMail(app.mail.context, done.user));
      return {
        message:
          done.passkeys.length > 0
            ? 'Your password has been changed, and every other browser signed in to your account was signed out. Choose the passkeys to keep: the others stop working.'
            : 'Your password has been changed, and every other browser signed in to your account was signed out.',
        passkeys: done.passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
        })),
        ...(done.keepToken ? { keepToken: done.keepToken } : {}),
      };
    },
  );

  app.post(
    '/reset-password/passkeys',
    {
      bodyLimit: 32 * 1024,
      schema: { body: KeepPasskeysBody, response: { 200: KeptPasskeys } },
      onRequest: links,
    },
    async (request) => {
      const { keepToken, keep } = request.body;
      const done = await keepPasskeys(app.db, keepToken, keep);
      if (!done) {
        throw httpError(
          410,
          'These passkeys can no longer be kept: the choice was made already or took longer than 15 minutes. Add passkeys again from your account.',
        );
      }
      const kept = done.kept.length;
      return {
        message:
          kept === 0
            ? 'No passkey was kept: add new ones from your account.'
            : `Kept ${kept === 1 ? `the passkey “${done.kept[0]}”` : `${kept} passkeys`}${done.removed > 0 ? `; ${done.removed} removed` : ''}.`,
        kept: done.kept,
        removed: done.removed,
      };
    },
  );

  app.post(
    '/end-passkey',
    { bodyLimit: 1024, schema: { body: TokenBody, response: { 200: Message } }, onRequest: links },
    async (request) => {
      const { token } = request.body;
      await usableLink(app.db, token, ['passkey']);
      const ended = await endPasskeyByLink(app.db, token);
      if (typeof ended === 'string') refused(ended);
      return {
        message: `The passkey “${ended.name}” was removed, and every browser signed in to your account was signed out.`,
      };
    },
  );
};

export default emailLinkRoutes;
