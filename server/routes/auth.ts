import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { userCredentials, users } from '../db/schema';
import { httpError, isUniqueViolation } from '../lib/errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../lib/passwords';
import { LoginBody, LoginResponse, Message, SignupBody } from '../schemas';

const WRONG_CREDENTIALS = 'Invalid email or password';

/** POST /api/auth/signup, /login, /logout. */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const emailKey = (request: { body: unknown }) =>
    String((request.body as { email?: unknown }).email ?? '').toLowerCase();

  app.post(
    '/signup',
    {
      bodyLimit: 4096,
      schema: { body: SignupBody, response: { 201: Message } },
      onRequest: app.limit('signupPerIp'),
      preHandler: app.limit('signupPerEmail', emailKey),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const email = request.body.email.toLowerCase();
      if (isCommonPassword(password)) {
        throw httpError(400, 'password is too common; choose one that is harder to guess');
      }
      const lowered = password.toLowerCase();
      if (lowered === username.toLowerCase() || lowered === email) {
        throw httpError(400, 'password must not be your username or email');
      }
      const passwordHash = await hashPassword(password);
      try {
        await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ username, email })
            .returning({ id: users.id });
          if (!user) throw new Error('insert returned no row');
          await tx.insert(userCredentials).values({ userId: user.id, passwordHash });
        });
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
      preHandler: app.limit('loginPerEmail', emailKey),
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [account] = await app.db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          passwordHash: userCredentials.passwordHash,
        })
        .from(users)
        .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
        .where(eq(users.email, email));
      // One answer, and about one duration, for an unknown email and a wrong password.
      if (!(await verifyPassword(account?.passwordHash, request.body.password)) || !account) {
        throw httpError(401, WRONG_CREDENTIALS);
      }
      await app.sessions.start(account.id, reply, app.sessions.tokenOf(request));
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
