import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, userCredentials, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import {
  appForTest,
  buildTestApp,
  crashAfterWrite,
  drivers,
  login,
  memoryMailer,
  PASSWORD,
  post,
  sessionToken,
  signup,
  truncateAll,
  testDatabase,
} from './support/helper';

describe.each(drivers)('auth on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await truncateAll(handle.db);
  });

  describe('POST /api/auth/signup', () => {
    it('creates an account (201) storing an argon2id hash with the OWASP parameters', async () => {
      const response = await post(app, '/api/auth/signup', {
        username: 'ada_l-1',
        email: 'Ada@Example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: expect.any(String) });

      const [user] = await handle.db.db.select().from(users);
      expect(user).toMatchObject({ username: 'ada_l-1', email: 'ada@example.com' });
      const [credentials] = await handle.db.db.select().from(userCredentials);
      expect(credentials?.userId).toBe(user?.id);
      expect(credentials?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(credentials?.passwordHash).not.toContain(PASSWORD);
    });

    it('answers a known email (any case) as a new one, and refuses a taken username with 409', async () => {
      const fresh = await post(app, '/api/auth/signup', {
        username: 'grace',
        email: 'grace@example.com',
        password: PASSWORD,
      });
      expect(fresh.statusCode).toBe(201);
      // The address has an account: its owner is told by mail, the answer says nothing of it.
      const sameEmail = await post(app, '/api/auth/signup', {
        username: 'grace2',
        email: 'GRACE@example.com',
        password: PASSWORD,
      });
      expect(sameEmail.statusCode).toBe(201);
      expect(sameEmail.json()).toEqual(fresh.json());

      const sameName = await post(app, '/api/auth/signup', {
        username: 'Grace',
        email: 'other@example.com',
        password: PASSWORD,
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().message).toMatch(/username/i);
      expect(await handle.db.db.select().from(users)).toHaveLength(1);
    });

    it('answers a taken username alike whatever the address comes with it, and mails nobody', async () => {
      const mailer = memoryMailer();
      const mailing = await appForTest(handle.db, { mailer });
      await signup(mailing, { username: 'grace', email: 'grace@example.com' });
      // The username is checked before the address: one with an account and one without get
      // the same 409, and the account's owner is not told of an attempt that made nothing.
      const answers = [];
      for (const [username, email] of [
        ['Grace', 'GRACE@example.com'],
        ['GRACE', 'nobody@example.com'],
      ]) {
        const response = await post(mailing, '/api/auth/signup', {
          username,
          email,
          password: PASSWORD,
        });
        expect(response.headers['set-cookie'], email).toBeUndefined();
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers).toEqual([
        { status: 409, body: { message: 'This username is already taken' } },
        { status: 409, body: { message: 'This username is already taken' } },
      ]);
      // A free username with the known address: the 201 a new address gets, and a mail to
      // the address's owner instead of an account.
      const known = await post(mailing, '/api/auth/signup', {
        username: 'grace_again',
        email: 'grace@example.com',
        password: PASSWORD,
      });
      const fresh = await post(mailing, '/api/auth/signup', {
        username: 'grace_new',
        email: 'new@example.com',
        password: PASSWORD,
      });
      expect(known.statusCode).toBe(201);
      expect(known.json()).toEqual(fresh.json());
      await mailing.mail.settled();
      expect(mailer.sent.map(({ to, subject }) => ({ to, subject }))).toEqual([
        { to: 'grace@example.com', subject: 'Verify your email address' },
        { to: 'grace@example.com', subject: 'Someone tried to sign up with your email address' },
        { to: 'new@example.com', subject: 'Verify your email address' },
      ]);
      expect(await handle.db.db.select().from(users)).toHaveLength(2);
    });

    it('answers two signups at once as if one came first, writing one account', async () => {
      const mailer = memoryMailer();
      const mailing = await appForTest(handle.db, { mailer });
      const body = (username: string, email: string) => ({ username, email, password: PASSWORD });
      // One username, two new addresses: one account, and the other is told the name is taken.
      const sameName = await Promise.all([
        post(mailing, '/api/auth/signup', body('racer', 'one@example.com')),
        post(mailing, '/api/auth/signup', body('Racer', 'two@example.com')),
      ]);
      expect(sameName.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      // One new address, two usernames: both answered 201, one account, whose owner hears of
      // the other signup.
      const sameAddress = await Promise.all([
        post(mailing, '/api/auth/signup', body('first_one', 'shared@example.com')),
        post(mailing, '/api/auth/signup', body('second_one', 'shared@example.com')),
      ]);
      expect(sameAddress.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(sameAddress[0]?.json()).toEqual(sameAddress[1]?.json());
      const emails = (await handle.db.db.select().from(users)).map((user) => user.email);
      expect(emails).toHaveLength(2);
      expect(emails).toContain('shared@example.com');
      await mailing.mail.settled();
      expect(
        mailer.sent.filter((mail) => mail.to === 'shared@example.com').map((m) => m.subject),
      ).toEqual(['Verify your email address', 'Someone tried to sign up with your email address']);
    });

    it.each([
      [{ username: 'ab' }, /username/],
      [{ username: 'a'.repeat(31) }, /username/],
      [{ username: 'bad name!' }, /username/],
      [{ username: 12345 }, /username/],
      [{ username: undefined }, /username is required/],
      [{ email: 'not-an-email' }, /email/],
      [{ email: `${'a'.repeat(250)}@example.com` }, /email/],
      [{ email: undefined }, /email is required/],
      [{ password: 'short1!' }, /password/],
      [{ password: 'x'.repeat(129) }, /password/],
      [{ password: undefined }, /password is required/],
      [{ password: 'password1' }, /password is too common/],
      [{ password: 'Iloveyou123' }, /password is too common/],
      [{ password: 'newuser_1' }, /password must not be your username/],
    ])('rejects %j with 400 naming the field', async (change, message) => {
      const body = {
        username: 'newuser_1',
        email: 'new@example.com',
        password: PASSWORD,
        ...change,
      };
      const response = await post(app, '/api/auth/signup', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await handle.db.db.select().from(users)).toHaveLength(0);
    });

    it.each([
      ['user', users],
      ['credentials', userCredentials],
    ])('leaves no half-written user when the server fails after the %s write', async (_, table) => {
      const crashing = await appForTest(crashAfterWrite(handle.db, table));
      const response = await post(crashing, '/api/auth/signup', {
        username: 'halfway',
        email: 'halfway@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
      expect(await handle.db.db.select().from(users)).toEqual([]);
      expect(await handle.db.db.select().from(userCredentials)).toEqual([]);
      // The same signup then succeeds: nothing half-written blocks the email or username.
      await signup(app, { username: 'halfway', email: 'halfway@example.com' });
    });

    it('accepts any characters up to 128 and never truncates the password', async () => {
      const long = `${'ü'.repeat(60)} pasted ${'z'.repeat(60)}`;
      expect([...long].length).toBeLessThanOrEqual(128);
      await signup(app, { username: 'longpass', email: 'long@example.com', password: long });
      await expect(login(app, 'long@example.com', long)).resolves.toMatch(/^session=/);
      const prefix = await post(app, '/api/auth/login', {
        email: 'long@example.com',
        password: long.slice(0, 72),
      });
      expect(prefix.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/login', () => {
    beforeEach(async () => {
      await signup(app, { username: 'linus', email: 'linus@example.com' });
    });

    it('answers { message, user } with an httpOnly SameSite=Lax cookie and no token in the body', async () => {
      const response = await post(app, '/api/auth/login', {
        email: 'Linus@Example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'user']);
      expect(body.user).toEqual({
        userId: expect.any(String),
        username: 'linus',
        email: 'linus@example.com',
      });
      expect(typeof body.message).toBe('string');

      const cookie = response.cookies.find((c) => c.name === 'session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.body).not.toContain(cookie?.value);
    });

    it('stores only the SHA-256 of the token', async () => {
      const cookie = await login(app, 'linus@example.com');
      const rows = await handle.db.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(sessionToken(cookie)));
      expect(rows[0]?.tokenHash).not.toContain(sessionToken(cookie));
      const days = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('issues a new token at every login and replaces the session it arrived with', async () => {
      const first = await login(app, 'linus@example.com');
      const again = await post(
        app,
        '/api/auth/login',
        { email: 'linus@example.com', password: PASSWORD },
        { cookie: first },
      );
      const second = again.cookies.find((c) => c.name === 'session')?.value;
      expect(second).toBeDefined();
      expect(second).not.toBe(sessionToken(first));
      const rows = await handle.db.db.select().from(sessions);
      expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(second ?? '')]);
    });

    it('gives one 401 message for a wrong password and an unknown email', async () => {
      const wrongPassword = await post(app, '/api/auth/login', {
        email: 'linus@example.com',
        password: 'nope-nope-nope',
      });
      const unknownEmail = await post(app, '/api/auth/login', {
        email: 'nobody@example.com',
        password: PASSWORD,
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.cookies).toHaveLength(0);
      expect(await handle.db.db.select().from(sessions)).toHaveLength(0);
    });

    it.each([
      [{ email: 'linus@example.com' }, /password is required/],
      [{ password: PASSWORD }, /email is required/],
      [{ email: 'linus', password: PASSWORD }, /email/],
      [{ email: 'linus@example.com', password: 42 }, /password/],
    ])('rejects %j with 400', async (body, message) => {
      const response = await post(app, '/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('deletes the session server-side and clears the cookie', async () => {
      await signup(app, { username: 'margaret', email: 'margaret@example.com' });
      const cookie = await login(app, 'margaret@example.com');
      const response = await post(app, '/api/auth/logout', undefined, {
        cookie,
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      const cleared = response.cookies.find((c) => c.name === 'session');
      expect(cleared?.value).toBe('');
      expect(cleared?.maxAge).toBe(0);
      expect(await handle.db.db.select().from(sessions)).toHaveLength(0);

      // The old cookie no longer works, even if a client keeps sending it.
      const comment = await post(
        app,
        '/api/comments',
        { postSlug: 'hello-world', text: 'hi' },
        { cookie },
      );
      expect(comment.statusCode).toBe(401);
      expect(comment.json().message).toBe('Token expired');
    });

    it('answers 200 without a session too', async () => {
      const response = await post(app, '/api/auth/logout');
      expect(response.statusCode).toBe(200);
    });
  });

  describe('production cookie', () => {
    it('is named __Host-session and marked Secure', async () => {
      const prod = await appForTest(handle.db, { production: true });
      await signup(prod, { username: 'secure', email: 'secure@example.com' });
      const response = await post(prod, '/api/auth/login', {
        email: 'secure@example.com',
        password: PASSWORD,
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
      const [user] = await handle.db.db
        .select()
        .from(users)
        .where(eq(users.email, 'secure@example.com'));
      expect(user).toBeDefined();

      // The session works, and logging out clears the cookie with the attributes it was set with.
      const sent = `__Host-session=${cookie?.value}`;
      const comment = await post(
        prod,
        '/api/comments',
        { postSlug: 'hello-world', text: 'hi' },
        {
          cookie: sent,
        },
      );
      expect(comment.statusCode).toBe(201);
      const logout = await post(prod, '/api/auth/logout', undefined, { cookie: sent });
      const cleared = logout.cookies.find((c) => c.name === '__Host-session');
      expect(cleared).toMatchObject({ value: '', maxAge: 0, secure: true, path: '/' });
    });
  });
});
