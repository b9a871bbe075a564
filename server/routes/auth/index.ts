import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createAccount, findLoginAccount, setPasswordHash } from '../../data/accounts';
import { httpError, isUniqueViolation } from '../../lib/errors';
import { hashPassword, isCommonPassword, nfc, verifyPassword } from '../../lib/passwords';
import { deviceOf, newDeviceToken } from '../../lib/tokens';
import { clientAddress } from '../../plugins/rate-limit';
import { LoginBody, LoginResponse, Message, SignupBody } from '../../../shared/schemas';

const WRONG_CREDENTIALS = 'Invalid email or password';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

/** Emails are stored and compared in NFC, lower-cased. */
const normalizeEmail = (email: string) => nfc(email).toLowerCase();

/** POST /api/auth/signup, /login, /logout. */
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
   * Login failures, counted per account (the normalised email, known or not). A client is the
   * browser's device token when it holds a valid one for this account, else its IP address.
   * Every attempt takes a slot before the password is checked (so concurrent guesses cannot
   * slip past the count) and a right password gives it back: only failures count. Clients
   * without a device token share the account's budget; a device token's holder has only its
   * own, so strangers cannot lock out a browser that has logged in before.
   */
  const { counter, limits } = app.rateLimits;
  async function takeLoginSlot(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    device?: string,
  ) {
    const perClient = limits.loginFailuresPerClient;
    const perAccount = limits.loginFailuresPerAccount;
    const client = device ? `device:${device}` : clientAddress(request);
    const keys: [string, number, number][] = [
      [`loginFailuresPerClient:${email}:${client}`, perClient.max, perClient.timeWindow],
    ];
    if (!device)
      keys.push([`loginFailuresPerAccount:${email}`, perAccount.max, perAccount.timeWindow]);
    const counts = await Promise.all(keys.map(([key, , windowMs]) => counter.incr(key, windowMs)));
    const refund = () => Promise.all(keys.map(([key]) => counter.decr(key)));
    const over = counts.find((count, i) => count.current > (keys[i]?.[1] ?? 0));
    if (over) {
      // Refused without checking the password; the refused attempt does not prolong the block.
      await refund();
      const seconds = Math.max(1, Math.ceil(over.ttl / 1000));
      reply.header('retry-after', seconds);
      throw httpError(429, `Too many failed logins, retry in ${seconds} seconds`);
    }
    return refund;
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
      const username = nfc(request.body.username);
      const password = nfc(request.body.password);
      const email = normalizeEmail(request.body.email);
      if (isCommonPassword(password)) {
        throw httpError(400, 'password is too common; choose one that is harder to guess');
      }
      const lowered = password.toLowerCase();
      if (lowered === username.toLowerCase() || lowered === email) {
        throw httpError(400, 'password must not be your username or email');
      }
      const passwordHash = await hashPassword(password);
      try {
        await createAccount(app.db, { username, email, passwordHash });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw httpError(409, 'An account with this email already exists');
        }
        if (isUniqueViolation(error, 'users_username_lower_key')) {
          throw httpError(409, 'This username is already taken');
        }
        throw error;
      }
      return reply.code(201).send({ message: 'Account created; you can log in now' });
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
      const refund = await takeLoginSlot(request, reply, email, device);
      // One answer, and about one duration, for an unknown email and a wrong password.
      const verdict = await verifyPassword(account?.passwordHash, request.body.password);
      if (!verdict || !account) throw httpError(401, WRONG_CREDENTIALS);
      await refund();
      let passwordHash = account.passwordHash;
      if (verdict === 'rehash') {
        passwordHash = await hashPassword(request.body.password);
        await setPasswordHash(app.db, account.id, passwordHash);
      }
      await app.sessions.start(account.id, reply, app.sessions.tokenOf(request));
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
};

export default authRoutes;
