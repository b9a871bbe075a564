import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountByEmail, findLoginAccount, setPasswordHash, signUp } from '../../data/accounts';
import { httpError, isUniqueViolation } from '../../lib/errors';
import { hashPassword, newPasswordProblem, nfc, verifyPassword } from '../../lib/passwords';
import { deviceOf, newDeviceToken } from '../../lib/tokens';
import { verifyLink } from '../../mail/flows';
import { addressInUseMail } from '../../mail/messages';
import { clientAddress } from '../../plugins/rate-limit';
import { LoginBody, LoginResponse, Message, SignupBody } from '../../../shared/schemas';
import emailLinkRoutes from './email-links';
import passkeyLoginRoutes from './passkeys';

const WRONG_CREDENTIALS = 'Invalid email or password';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

/**
 * The one answer to a signup that passed the field rules, whether it made an account or named
 * an address that already has one (whose owner is told by mail instead): the answer never
 * says which.
 */
const SIGNUP_DONE =
  'Account created. Check your inbox for a link to verify your email address; you can log in now.';

const NAME_TAKEN = 'This username is already taken';

/**
 * A signup that passed the field rules is answered no sooner than this long after it began:
 * making an account (three rows and a link) takes longer than finding its address taken, and
 * the difference must not say which it was (`npm run bench:signup` measures it).
 */
const SIGNUP_ANSWER_MS = 300;

async function notSoonerThan(started: number, ms: number) {
  const wait = started + ms - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Emails are stored and compared in NFC, lower-cased. */
const normalizeEmail = (email: string) => nfc(email).toLowerCase();

/**
 * POST /api/auth/signup, /login, /logout; the mailed links (email-links.ts) and passkey sign-in
 * (passkeys.ts).
 */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const emailKey = (request: { body: unknown }) =>
    normalizeEmail(String((request.body as { email?: unknown }).email ?? ''));

  // A browser that has logged in to an account keeps a device token for it (one account per
  // browser: the last one logged in), named and flagged like the session cookie.
  const production = app.sessions.cookieName.startsWith('__Host-');
  const deviceCookie = production ? '__Host-device' : 'device';
  const setDeviceCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(deviceCookie, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      maxAge: DEVICE_TTL_SECONDS,
    });

  /**
   * Login failures slow down further attempts (docs/api.md, "Login attempts"), counted per
   * account (the normalised email, known or not) and per client: the browser's device token
   * when it holds a valid one for this account, else its IP address. Every attempt counts a
   * failure before the password is checked (so concurrent guesses cannot slip past the count)
   * and a right password takes it back. Clients without a device token also share the
   * account's count; a device token's holder has only its own, so what strangers do never
   * holds up a browser that has logged in before.
   */
  const { counter, limits } = app.rateLimits;
  async function takeLoginTurn(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    device?: string,
  ) {
    const client = `loginClient:${email}:${device ? `device:${device}` : clientAddress(request)}`;
    const account = `loginAccount:${email}`;
    const keys = [{ key: client, rule: limits.loginFailuresPerClient }];
    if (!device) keys.push({ key: account, rule: limits.loginFailuresPerAccount });
    const wait = await counter.attempt(keys);
    if (wait > 0) {
      // Refused without checking the password, and not counted: waiting is all it takes.
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      reply.header('retry-after', seconds);
      throw httpError(429, `Too many failed logins, retry in ${seconds} seconds`);
    }
    // The right password: this client starts afresh, while the account only takes back this
    // attempt (a login does not hand strangers a new set of free guesses).
    return () => counter.settle(device ? [] : [account], [client]);
  }

  /**
   * Makes the account and queues its verification mail, or returns the account that already
   * has the address (made nothing). The username is public (it signs every comment), so a taken
   * one is a 409, decided before the address is looked at: the same whatever email comes with
   * it. Two signups at once meet at a unique index, and the loser is answered as if it came
   * second.
   */
  async function register(account: { username: string; email: string; passwordHash: string }) {
    let signed;
    try {
      const { username, email } = account;
      signed = await signUp(app.db, account, (tx, id) =>
        verifyLink(tx, app.mail.context, { id, username, email }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return accountByEmail(app.db, account.email);
      if (isUniqueViolation(error, 'users_username_lower_key')) throw httpError(409, NAME_TAKEN);
      throw error;
    }
    if (signed.outcome === 'usernameTaken') throw httpError(409, NAME_TAKEN);
    if (signed.outcome === 'addressTaken') return signed.account;
    app.mail.later(signed.result);
    return undefined;
  }

  app.post(
    '/signup',
    {
      bodyLimit: 4096,
      schema: { body: SignupBody, response: { 201: Message } },
      onRequest: app.limit('signupPerIp'),
      preHandler: app.limit('signupPerEmail', emailKey),
    },
    async (request, reply) => {
      const started = performance.now();
      const username = nfc(request.body.username);
      const password = nfc(request.body.password);
      const email = normalizeEmail(request.body.email);
      const problem = newPasswordProblem(password, { username, email });
      if (problem) throw httpError(400, problem);
      try {
        // Hashed whether or not an account is made: the answer takes as long either way.
        const passwordHash = await hashPassword(password);
        const holder = await register({ username, email, passwordHash });
        if (holder) app.mail.later(addressInUseMail(app.mail.context, holder, 'signup'));
        reply.code(201);
        return { message: SIGNUP_DONE };
      } finally {
        await notSoonerThan(started, SIGNUP_ANSWER_MS);
      }
    },
  );

  app.post(
    '/login',
    {
      bodyLimit: 4096,
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      onRequest: app.limit('loginPerIp'),
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const account = await findLoginAccount(app.db, email);
      const device = account
        ? deviceOf(request.cookies[deviceCookie], account.id, account.passwordHash)
        : undefined;
      const succeeded = await takeLoginTurn(request, reply, email, device);
      // One answer, and about one duration, for an unknown email and a wrong password.
      const verdict = await verifyPassword(account?.passwordHash, request.body.password);
      if (!verdict || !account) throw httpError(401, WRONG_CREDENTIALS);
      await succeeded();
      let passwordHash = account.passwordHash;
      if (verdict === 'rehash') {
        passwordHash = await hashPassword(request.body.password);
        await setPasswordHash(app.db, account.id, passwordHash);
      }
      await app.sessions.start(account.id, request, reply);
      setDeviceCookie(reply, newDeviceToken(account.id, passwordHash));
      return {
        message: 'Login successful',
        user: { userId: account.id, username: account.username, email: account.email },
      };
    },
  );

  app.post(
    '/logout',
    { bodyLimit: 1024, schema: { response: { 200: Message } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: 'Logged out' };
    },
  );

  await app.register(emailLinkRoutes);
  await app.register(passkeyLoginRoutes);
};

export default authRoutes;
