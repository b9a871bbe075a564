import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { changePassword, signOutEverywhereElse } from '../../data/account-changes';
import { accountByEmail, accountById, listSessions } from '../../data/accounts';
import { deleteAccount, exportAccount } from '../../data/account-data';
import { pendingEmailOf } from '../../data/email-tokens';
import {
  listPasskeys,
  passkeyById,
  storeChallenge,
  takeChallenge,
  touchPasskey,
} from '../../data/passkeys';
import { httpError } from '../../lib/errors';
import { hashPassword, newPasswordProblem, nfc } from '../../lib/passwords';
import { challengeOf, simpleWebAuthn } from '../../lib/webauthn';
import { newEmailLink, verifyLink } from '../../mail/flows';
import { accountDeletedMail, addressInUseMail, passwordChangedMail } from '../../mail/messages';
import { PASSKEY_PROBLEMS } from '../auth/passkeys';
import {
  AccountOverview,
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  Message,
  SignedOut,
} from '../../../shared/schemas';
import { checkPassword as checkPasswordIn, userOf } from './confirm';
import accountPasskeyRoutes from './passkeys';

/**
 * /api/account: what a logged-in reader can see and change about their own account: the
 * overview /account shows, password and address changes, signing out other browsers, their
 * data as a file, deleting the account, and passkeys (passkeys.ts). Every route needs the
 * session; the ones that check the password are limited per account like logins are.
 */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The session is checked on request, before a body is read: a stranger's request is a 401
  // whatever it sends.
  const signedIn = app.authenticate;
  const changes = app.limit('accountChanges', (request) => request.user?.id ?? '');

  const checkPassword = (userId: string, password: string, field: string) =>
    checkPasswordIn(app.db, userId, password, field);

  app.get(
    '/',
    { schema: { response: { 200: AccountOverview } }, onRequest: signedIn },
    async (request) => {
      const user = userOf(request);
      const [account, sessions, passkeys, pendingEmail] = await Promise.all([
        accountById(app.db, user.id),
        listSessions(app.db, user.id),
        listPasskeys(app.db, user.id),
        pendingEmailOf(app.db, user.id),
      ]);
      if (!account) throw httpError(401, 'Token expired');
      return {
        user: {
          userId: account.id,
          username: account.username,
          email: account.email,
          emailVerified: account.emailVerifiedAt !== null,
          createdAt: account.createdAt.toISOString(),
        },
        pendingEmail,
        sessions: sessions.map((s) => ({
          id: s.id,
          device: s.device as 'mobile' | 'tablet' | 'desktop',
          agent: s.agent,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          current: s.tokenHash === user.sessionHash,
        })),
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
        })),
      };
    },
  );

  app.post(
    '/password',
    {
      bodyLimit: 4096,
      schema: { body: ChangePasswordBody, response: { 200: Message } },
      onRequest: signedIn,
      preHandler: changes,
    },
    async (request) => {
      const user = userOf(request);
      await checkPassword(user.id, request.body.currentPassword, 'currentPassword');
      const password = nfc(request.body.newPassword);
      const problem = newPasswordProblem(password, user);
      if (problem) throw httpError(400, `new${problem[0]?.toUpperCase()}${problem.slice(1)}`);
      const passwordHash = await hashPassword(password);
      // Whatever whoever held the old password left ends too (docs/accounts.md).
      const signedOut = await changePassword(app.db, {
        userId: user.id,
        passwordHash,
        keepSessionHash: user.sessionHash,
      });
      app.mail.later(passwordChangedMail(app.mail.context, user));
      return {
        message:
          signedOut > 0
            ? `Your password has been changed, and ${signedOut} other ${signedOut === 1 ? 'browser was' : 'browsers were'} signed out.`
            : 'Your password has been changed.',
      };
    },
  );

  app.post(
    '/email',
    {
      bodyLimit: 4096,
      schema: { body: ChangeEmailBody, response: { 200: Message } },
      onRequest: signedIn,
      preHandler: changes,
    },
    async (request) => {
      const user = userOf(request);
      await checkPassword(user.id, request.body.password, 'password');
      const email = nfc(request.body.email).toLowerCase();
      if (email === user.email) throw httpError(400, 'email is already your address');
      const taken = await accountByEmail(app.db, email);
      // The same answer either way: whether an address has an account is its owner's business.
      if (taken) app.mail.later(addressInUseMail(app.mail.context, taken, 'change'));
      else app.mail.later(await newEmailLink(app.db, app.mail.context, user, email));
      return {
        message: `A link is on its way to ${email}. Your account moves to it once you open the link.`,
      };
    },
  );

  app.post(
    '/verify-email',
    {
      bodyLimit: 1024,
      schema: { response: { 200: Message } },
      onRequest: signedIn,
      preHandler: app.limit('verifyMailPerEmail', (request) => request.user?.email ?? ''),
    },
    async (request) => {
      const user = userOf(request);
      if (user.emailVerified) throw httpError(400, 'Your email address is already verified');
      app.mail.later(await verifyLink(app.db, app.mail.context, user));
      return { message: `A new link is on its way to ${user.email}.` };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    { bodyLimit: 1024, schema: { response: { 200: SignedOut } }, onRequest: signedIn },
    async (request) => {
      const user = userOf(request);
      const signedOut = await signOutEverywhereElse(app.db, user.id, user.sessionHash);
      return {
        message:
          signedOut === 0
            ? 'No other browser was signed in.'
            : `${signedOut} other ${signedOut === 1 ? 'browser was' : 'browsers were'} signed out.`,
        signedOut,
      };
    },
  );

  app.get('/export', { onRequest: signedIn }, async (request, reply) => {
    const user = userOf(request);
    const data = await exportAccount(app.db, user.id, user.sessionHash);
    if (!data) throw httpError(401, 'Token expired');
    const body = {
      exportedAt: new Date().toISOString(),
      site: app.mail.context.siteUrl,
      ...data,
    };
    return reply
      .header('content-disposition', `attachment; filename="account-${user.username}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(body, null, 2)}\n`);
  });

  app.post(
    '/delete/options',
    { bodyLimit: 1024, onRequest: signedIn, preHandler: app.limit('passkeys') },
    async (request) => {
      const user = userOf(request);
      const keys = await listPasskeys(app.db, user.id);
      if (keys.length === 0) {
        throw httpError(400, 'Your account has no passkey; confirm with your password');
      }
      const options = await (
        await simpleWebAuthn()
      ).generateAuthenticationOptions({
        rpID: app.relyingParty.id,
        userVerification: 'required',
        allowCredentials: keys.map((k) => ({ id: k.id, transports: k.transports })),
      });
      await storeChallenge(app.db, {
        challenge: options.challenge,
        purpose: 'confirm',
        userId: user.id,
      });
      return options;
    },
  );

  app.post(
    '/delete',
    {
      bodyLimit: 32 * 1024,
      schema: { body: DeleteAccountBody, response: { 200: Message } },
      onRequest: signedIn,
      preHandler: changes,
    },
    async (request, reply) => {
      const user = userOf(request);
      const { password, passkey } = request.body;
      if ((password === undefined) === (passkey === undefined)) {
        throw httpError(400, 'Send your password or a passkey to confirm');
      }
      if (password !== undefined) {
        await checkPassword(user.id, password, 'password');
      } else if (passkey) {
        const challenge = challengeOf(passkey.response.clientDataJSON);
        if (!challenge) throw httpError(400, PASSKEY_PROBLEMS.unreadable);
        if (!(await takeChallenge(app.db, challenge, 'confirm', user.id))) {
          throw httpError(400, PASSKEY_PROBLEMS.expired);
        }
        const key = await passkeyById(app.db, passkey.id);
        if (!key || key.userId !== user.id) throw httpError(400, PASSKEY_PROBLEMS.unknown);
        const verified = await (
          await simpleWebAuthn()
        )
          .verifyAuthenticationResponse({
            response: passkey,
            expectedChallenge: challenge,
            expectedOrigin: app.relyingParty.origins,
            expectedRPID: app.relyingParty.id,
            // The counter is checked by touchPasskey's conditional update (see passkeys.ts).
            credential: {
              id: key.id,
              publicKey: Buffer.from(key.publicKey, 'base64url'),
              counter: 0,
              transports: key.transports,
            },
            requireUserVerification: true,
          })
          .catch(() => undefined);
        if (!verified?.verified) throw httpError(400, PASSKEY_PROBLEMS.failed);
        if (!(await touchPasskey(app.db, key.id, verified.authenticationInfo.newCounter))) {
          throw httpError(400, PASSKEY_PROBLEMS.counter);
        }
      }
      const posts = await deleteAccount(app.db, user.id);
      if (!posts) throw httpError(401, 'Token expired');
      for (const postSlug of posts) await app.commentChanges.publish(postSlug);
      await app.sessions.end(request, reply);
      app.mail.later(accountDeletedMail(app.mail.context, user));
      return { message: 'Your account and everything it wrote have been deleted.' };
    },
  );

  await app.register(accountPasskeyRoutes, { prefix: '/passkeys' });
};

export default accountRoutes;
