/**
 * /api/account on PGlite and PostgreSQL, with mail through a real SMTP server: the overview,
 * changing the password (needs the current one) and the address (verify the new, tell the
 * old), the sessions with "sign out everywhere else", download my data, delete my account.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, moderationLog, sessions, users } from '../../server/db/schema';
import { startSmtp, tokenIn, type TestSmtp } from '../support/smtp';
import {
  appForTest,
  buildTestApp,
  crashAfterWrite,
  drivers,
  get,
  login,
  markVerified,
  PASSWORD,
  post,
  signup,
  testDatabase,
  truncateAll,
} from './support/helper';

const READER = { username: 'priya', email: 'priya@example.com' };
const NEW_PASSWORD = 'another long passphrase 3';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.each(drivers)('/api/account on %s', (driver) => {
  const handle = testDatabase(driver);
  let smtp: TestSmtp;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@example.com', dir: '/nonexistent' },
      ownerEmails: ['owner@example.com'],
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await app.mail.settled();
    await truncateAll(handle.db);
    await handle.db.db.delete(moderationLog);
    await signup(app, READER);
    await app.mail.settled();
    smtp.mails.length = 0;
  });

  /** Logs in from a browser with this User-Agent. */
  async function loginAs(email: string, userAgent: string, password = PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    const cookie = response.cookies.find((c) => c.name === 'session');
    if (!cookie) throw new Error(response.body);
    return `session=${cookie.value}`;
  }
  const send = (method: 'POST' | 'DELETE' | 'PATCH', url: string, cookie: string, body?: object) =>
    app.inject({ method, url, payload: body, headers: { cookie } });

  it('needs a session on every route (401 as for comments)', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/password'],
      ['POST', '/api/account/email'],
      ['POST', '/api/account/verify-email'],
      ['POST', '/api/account/sessions/sign-out-others'],
      ['POST', '/api/account/delete'],
      ['POST', '/api/account/delete/options'],
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/account/passkeys'],
      ['DELETE', '/api/account/passkeys/abc'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: 'Unauthorized, No token' });
    }
  });

  it('refuses every new write from another origin (403), with or without a session', async () => {
    const cookie = await login(app, READER.email);
    const writes: [string, string, object][] = [
      ['POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(9) }],
      ['POST', '/api/account/email', { password: PASSWORD, email: 'evil@example.com' }],
      ['POST', '/api/account/verify-email', {}],
      ['POST', '/api/account/sessions/sign-out-others', {}],
      ['POST', '/api/account/delete', { password: PASSWORD }],
      ['POST', '/api/account/delete/options', {}],
      ['POST', '/api/account/passkeys/options', {}],
      ['DELETE', '/api/account/passkeys/abc', {}],
      ['POST', '/api/auth/forgot-password', { email: READER.email }],
      ['POST', '/api/auth/verify-email/resend', { email: READER.email }],
      ['POST', '/api/auth/reset-password', { token: 'T'.repeat(43), password: 'x'.repeat(9) }],
      ['POST', '/api/auth/verify-email', { token: 'T'.repeat(43) }],
      ['POST', '/api/auth/passkey/options', {}],
    ];
    for (const [method, url, body] of writes) {
      const response = await app.inject({
        method: method as 'POST' | 'DELETE',
        url,
        payload: body,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ message: 'Cross-origin request refused' });
    }
    // Nothing happened: the account and its session are as they were, and no mail went out.
    expect((await get(app, '/api/account', { cookie })).statusCode).toBe(200);
    await app.mail.settled();
    expect(smtp.mails).toEqual([]);
  });

  it('shows the account unverified, its sessions by device and the current one', async () => {
    const phone = await loginAs(READER.email, PHONE);
    const laptop = await loginAs(READER.email, LAPTOP);
    const response = await get(app, '/api/account', { cookie: laptop });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.user).toEqual({
      userId: expect.any(String),
      username: 'priya',
      email: 'priya@example.com',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(overview.pendingEmail).toBeNull();
    expect(overview.passkeys).toEqual([]);
    expect(
      overview.sessions.map((s: { device: string; agent: string; current: boolean }) => [
        s.device,
        s.agent,
        s.current,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['mobile', 'Chrome on Android', false],
        ['desktop', 'Firefox on Linux', true],
      ]),
    );
    expect(JSON.stringify(overview)).not.toMatch(/token|hash/i);
    expect(phone).not.toBe(laptop);
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const phone = await loginAs(READER.email, PHONE);
    const other = await loginAs(READER.email, PHONE);
    const laptop = await loginAs(READER.email, LAPTOP);
    const response = await send('POST', '/api/account/sessions/sign-out-others', laptop);
    expect(response.json()).toEqual({ message: '2 other browsers were signed out.', signedOut: 2 });
    for (const cookie of [phone, other]) {
      expect((await get(app, '/api/account', { cookie })).statusCode).toBe(401);
    }
    expect((await get(app, '/api/account', { cookie: laptop })).statusCode).toBe(200);
    const again = await send('POST', '/api/account/sessions/sign-out-others', laptop);
    expect(again.json()).toEqual({ message: 'No other browser was signed in.', signedOut: 0 });
  });

  describe('changing the password', () => {
    it('needs the current password and the signup rules, then signs the other sessions out', async () => {
      const other = await login(app, READER.email);
      const cookie = await login(app, READER.email);
      const wrong = await send('POST', '/api/account/password', cookie, {
        currentPassword: 'not it at all',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/^That is not your current password/);
      const common = await send('POST', '/api/account/password', cookie, {
        currentPassword: PASSWORD,
        newPassword: 'password1',
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toMatch(/^newPassword is too common/);
      const short = await send('POST', '/api/account/password', cookie, {
        currentPassword: PASSWORD,
        newPassword: 'short',
      });
      expect(short.json()).toEqual({ message: 'newPassword must be 8 to 128 characters' });

      const changed = await send('POST', '/api/account/password', cookie, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toMatch(/1 other browser was signed out/);
      expect((await get(app, '/api/account', { cookie: other })).statusCode).toBe(401);
      expect((await get(app, '/api/account', { cookie })).statusCode).toBe(200);
      await login(app, READER.email, NEW_PASSWORD);
      const mail = await smtp.waitFor(READER.email);
      expect(mail.subject).toBe('Your password was changed');
    });

    it('is limited per account', async () => {
      const limited = await appForTest(handle.db, {
        rateLimits: { accountChanges: { max: 2, timeWindow: 60_000 } },
      });
      const cookie = await login(limited, READER.email);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/account/password',
          payload: { currentPassword: 'wrong guess', newPassword: NEW_PASSWORD },
          headers: { cookie },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    });
  });

  describe('changing the address', () => {
    it('mails a link to the new address; opening it moves the account, verified, and tells the old one', async () => {
      const cookie = await login(app, READER.email);
      const response = await send('POST', '/api/account/email', cookie, {
        password: PASSWORD,
        email: 'Priya.New@Example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/on its way to priya\.new@example\.com/);
      const overview = (await get(app, '/api/account', { cookie })).json();
      expect(overview.user.email).toBe('priya@example.com');
      expect(overview.pendingEmail).toBe('priya.new@example.com');

      const mail = await smtp.waitFor('priya.new@example.com');
      expect(mail.subject).toBe('Confirm your new email address');
      const token = tokenIn(mail);
      expect((await post(app, '/api/auth/link', { token })).json()).toEqual({
        purpose: 'email',
        username: 'priya',
        email: 'priya.new@example.com',
      });
      const moved = await post(app, '/api/auth/verify-email', { token });
      expect(moved.json()).toEqual({
        message: 'Your account now uses priya.new@example.com.',
        purpose: 'email',
        email: 'priya.new@example.com',
      });
      const after = (await get(app, '/api/account', { cookie })).json();
      expect(after.user).toMatchObject({ email: 'priya.new@example.com', emailVerified: true });
      expect(after.pendingEmail).toBeNull();
      const told = await smtp.waitFor(READER.email);
      expect(told.subject).toBe('Your email address was changed');
      expect(told.text).toContain('priya.new@example.com');
      await login(app, 'priya.new@example.com');
    });

    it('answers an address that has an account like any other, and mails its owner instead', async () => {
      await signup(app, { username: 'taken', email: 'taken@example.com' });
      await app.mail.settled();
      const cookie = await login(app, READER.email);
      const free = await send('POST', '/api/account/email', cookie, {
        password: PASSWORD,
        email: 'free@example.com',
      });
      const taken = await send('POST', '/api/account/email', cookie, {
        password: PASSWORD,
        email: 'taken@example.com',
      });
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json().message.replace('taken', 'free')).toBe(free.json().message);
      const notice = await smtp.waitFor('taken@example.com', (m) =>
        /tried to move/.test(m.subject),
      );
      expect(notice.text).not.toContain('#token=');
    });

    it('needs the password', async () => {
      const cookie = await login(app, READER.email);
      const response = await send('POST', '/api/account/email', cookie, {
        password: 'wrong one',
        email: 'new@example.com',
      });
      expect(response.statusCode).toBe(400);
      await app.mail.settled();
      expect(smtp.mails).toEqual([]);
    });
  });

  describe('what a password change and "sign out everywhere else" end', () => {
    it.each([
      [
        'a password change',
        '/api/account/password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      ],
      ['sign out everywhere else', '/api/account/sessions/sign-out-others', {}],
    ])('%s retires a pending change of address and reset links', async (_name, url, body) => {
      const cookie = await login(app, READER.email);
      await send('POST', '/api/account/email', cookie, {
        password: PASSWORD,
        email: 'priya.new@example.com',
      });
      const change = tokenIn(await smtp.waitFor('priya.new@example.com'));
      await post(app, '/api/auth/forgot-password', { email: READER.email });
      const reset = tokenIn(
        await smtp.waitFor(READER.email, (m) => m.subject === 'Choose a new password'),
      );

      expect((await send('POST', url, cookie, body)).statusCode).toBe(200);
      const moved = await post(app, '/api/auth/verify-email', { token: change });
      expect(moved.statusCode).toBe(410);
      expect(moved.json()).toEqual({ message: 'This link was already used.' });
      const overview = (await get(app, '/api/account', { cookie })).json();
      expect(overview.user.email).toBe(READER.email);
      expect(overview.pendingEmail).toBeNull();
      const resetLater = await post(app, '/api/auth/reset-password', {
        token: reset,
        password: 'someone elses passphrase 8',
      });
      expect(resetLater.statusCode).toBe(410);
    });
  });

  it('sends the verification link again from /account, once verified no more', async () => {
    const cookie = await login(app, READER.email);
    const response = await send('POST', '/api/account/verify-email', cookie);
    expect(response.json()).toEqual({ message: 'A new link is on its way to priya@example.com.' });
    const token = tokenIn(await smtp.waitFor(READER.email));
    await post(app, '/api/auth/verify-email', { token });
    const again = await send('POST', '/api/account/verify-email', cookie);
    expect(again.statusCode).toBe(400);
    expect((await get(app, '/api/account', { cookie })).json().user.emailVerified).toBe(true);
  });

  it('downloads everything as one JSON file: account, comments, sessions, passkey names', async () => {
    const cookie = await loginAs(READER.email, LAPTOP);
    for (const text of ['First thought', 'Second thought']) {
      await post(app, '/api/comments', { postSlug: 'hello-world', text }, { cookie });
    }
    const response = await get(app, '/api/account/export', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="account-priya.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'site',
      'account',
      'comments',
      'sessions',
      'passkeys',
    ]);
    expect(data.account).toMatchObject({ username: 'priya', email: 'priya@example.com' });
    expect(data.comments.map((c: { text: string }) => c.text)).toEqual([
      'First thought',
      'Second thought',
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ device: 'desktop', browser: 'Firefox on Linux', current: true }),
    ]);
    expect(data.passkeys).toEqual([]);
    expect(response.body).not.toMatch(/argon2|token_?hash|passwordHash/i);
  });

  describe('deleting the account', () => {
    it('needs the password; then the account, its comments and sessions are gone and the log names no one', async () => {
      const cookie = await login(app, READER.email);
      const other = await login(app, READER.email);
      await post(app, '/api/comments', { postSlug: 'hello-world', text: 'Bye' }, { cookie });
      const [written] = await handle.db.db.select().from(comments);
      // The owner hid it once: the log names the author.
      await signup(app, { username: 'site_owner', email: 'owner@example.com' });
      await markVerified(handle.db, 'owner@example.com');
      const owner = await login(app, 'owner@example.com');
      const hide = await app.inject({
        method: 'PATCH',
        url: `/api/admin/comments/${written?.id}`,
        payload: { hidden: true },
        headers: { cookie: owner },
      });
      expect(hide.statusCode).toBe(200);

      const neither = await send('POST', '/api/account/delete', cookie, {});
      expect(neither.statusCode).toBe(400);
      expect(neither.json()).toEqual({ message: 'Send your password or a passkey to confirm' });
      const wrong = await send('POST', '/api/account/delete', cookie, { password: 'nope nope' });
      expect(wrong.statusCode).toBe(400);
      expect(await handle.db.db.select().from(users)).toHaveLength(2);

      const deleted = await send('POST', '/api/account/delete', cookie, { password: PASSWORD });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.cookies.find((c) => c.name === 'session')).toMatchObject({ value: '' });
      expect(await handle.db.db.select().from(users).where(eq(users.email, READER.email))).toEqual(
        [],
      );
      expect(await handle.db.db.select().from(comments)).toEqual([]);
      const left = await handle.db.db.select().from(sessions);
      expect(left.every((s) => s.userId !== written?.userId)).toBe(true);
      const log = await handle.db.db.select().from(moderationLog);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ authorId: null, authorName: 'deleted account' });
      expect(JSON.stringify(log)).not.toContain('priya');

      const attempt = await post(app, '/api/auth/login', {
        email: READER.email,
        password: PASSWORD,
      });
      expect(attempt.statusCode).toBe(401);
      expect((await get(app, '/api/account', { cookie: other })).statusCode).toBe(401);
      const mail = await smtp.waitFor(READER.email);
      expect(mail.subject).toBe('Your account was deleted');
    });

    it('deletes nothing when it fails half-way', async () => {
      const cookie = await login(app, READER.email);
      await post(app, '/api/comments', { postSlug: 'hello-world', text: 'Stays' }, { cookie });
      await handle.db.db.insert(moderationLog).values({
        action: 'hide',
        commentId: '00000000-0000-4000-8000-000000000000',
        postSlug: 'hello-world',
        authorId: (await handle.db.db.select().from(users))[0]?.id,
        authorName: 'priya',
        actorName: 'owner',
      });
      const crashing = await appForTest(crashAfterWrite(handle.db, moderationLog, 'update'));
      const response = await crashing.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: PASSWORD },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(await handle.db.db.select().from(users)).toHaveLength(1);
      expect(await handle.db.db.select().from(comments)).toHaveLength(1);
      expect((await handle.db.db.select().from(moderationLog))[0]?.authorName).toBe('priya');
      await login(app, READER.email);
    });
  });
});
