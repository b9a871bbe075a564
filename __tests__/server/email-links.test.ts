/**
 * Links mailed to readers, through a real SMTP server started here: verification after signup,
 * "Forgot password?" and the reset, on PGlite and PostgreSQL. Tokens are stored hashed, work
 * once and expire; an address gets the same answer (and about the same time) whether or not
 * it has an account; the owner's role waits for a verified address.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, passkeys, sessions, userCredentials, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { startSmtp, tokenIn, type TestSmtp } from '../support/smtp';
import { softPasskey, type SoftPasskey } from '../support/webauthn';
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
  SITE_URL,
  testDatabase,
  truncateAll,
} from './support/helper';

const NEW_PASSWORD = 'a brand new passphrase 7';

describe.each(drivers)('mailed links on %s', (driver) => {
  const handle = testDatabase(driver);
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const mailOptions = () => ({
    mail: { smtpUrl: smtp.url, from: 'Site <no-reply@example.com>', dir: '/nonexistent' },
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp(handle.db, { ...mailOptions(), ownerEmails: ['owner@example.com'] });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Mail still on its way from the previous test would be taken for this one's.
    await app.mail.settled();
    await truncateAll(handle.db);
    smtp.mails.length = 0;
  });

  /** The link's row, found by the token's hash. */
  const tokenRow = async (token: string) =>
    (
      await handle.db.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, hashToken(token)))
    )[0];

  describe('verification', () => {
    it('signup mails a link (plain text and HTML, absolute on SITE_URL) whose token is stored hashed', async () => {
      await signup(app, { username: 'ada', email: 'Ada@Example.com' });
      const mail = await smtp.waitFor('ada@example.com');
      expect(mail.subject).toBe('Verify your email address');
      expect(mail.from).toMatch(/^"?Site"? <no-reply@example.com>$/);
      const token = tokenIn(mail);
      expect(mail.text).toContain(`${SITE_URL}/verify-email/#token=${token}`);
      expect(mail.html).toContain(`href="${SITE_URL}/verify-email/#token=${token}"`);
      expect(mail.text).toMatch(/24 hours/);

      const rows = await handle.db.db.select().from(emailTokens);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tokenHash: hashToken(token),
        purpose: 'verify',
        email: 'ada@example.com',
        usedAt: null,
      });
      expect(JSON.stringify(rows)).not.toContain(token);
      const hours = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    });

    it('verifies once: the link is described, used, then refused as used', async () => {
      await signup(app, { username: 'ada', email: 'ada@example.com' });
      const token = tokenIn(await smtp.waitFor('ada@example.com'));

      const described = await post(app, '/api/auth/link', { token });
      expect(described.statusCode).toBe(200);
      expect(described.json()).toEqual({
        purpose: 'verify',
        username: 'ada',
        email: 'ada@example.com',
      });
      // Looking at a link does not use it up.
      expect((await tokenRow(token))?.usedAt).toBeNull();

      const verified = await post(app, '/api/auth/verify-email', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ purpose: 'verify', email: 'ada@example.com' });
      const [user] = await handle.db.db.select().from(users);
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

      for (const route of ['/api/auth/verify-email', '/api/auth/link']) {
        const again = await post(app, route, { token });
        expect(again.statusCode, route).toBe(410);
        expect(again.json()).toEqual({ message: 'This link was already used.' });
      }
    });

    it('refuses an expired link (410) and a tampered one (400), and verifies nothing', async () => {
      await signup(app, { username: 'ada', email: 'ada@example.com' });
      const token = tokenIn(await smtp.waitFor('ada@example.com'));
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const bad = await post(app, '/api/auth/verify-email', { token: tampered });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/not valid/);
      const short = await post(app, '/api/auth/verify-email', { token: token.slice(0, 20) });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: expect.stringMatching(/^token/) });

      await handle.db.db
        .update(emailTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailTokens.tokenHash, hashToken(token)));
      const expired = await post(app, '/api/auth/verify-email', { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: 'This link has expired.' });
      const [user] = await handle.db.db.select().from(users);
      expect(user?.emailVerifiedAt).toBeNull();
    });

    it('"send it again": one answer for every address; only an unverified account gets a new link, and the old one stops working', async () => {
      await signup(app, { username: 'ada', email: 'ada@example.com' });
      const first = tokenIn(await smtp.waitFor('ada@example.com'));
      const answers = [];
      for (const email of ['ada@example.com', 'nobody@example.com']) {
        const response = await post(app, '/api/auth/verify-email/resend', { email });
        expect(response.statusCode).toBe(200);
        answers.push(response.json());
      }
      expect(answers[0]).toEqual(answers[1]);
      const second = await smtp.waitFor('ada@example.com', (m) => tokenIn(m) !== first);
      expect((await post(app, '/api/auth/verify-email', { token: first })).statusCode).toBe(410);
      expect(
        (await post(app, '/api/auth/verify-email', { token: tokenIn(second) })).statusCode,
      ).toBe(200);
      // Verified: asking again sends nothing.
      await post(app, '/api/auth/verify-email/resend', { email: 'ada@example.com' });
      await app.mail.settled();
      expect(smtp.to('ada@example.com')).toHaveLength(2);
      expect(smtp.to('nobody@example.com')).toHaveLength(0);
    });

    it("signing up with a known address mails that address's owner, and the answer is a new account's", async () => {
      const first = await post(app, '/api/auth/signup', {
        username: 'ada',
        email: 'ada@example.com',
        password: PASSWORD,
      });
      await smtp.waitFor('ada@example.com');
      const second = await post(app, '/api/auth/signup', {
        username: 'mallory',
        email: 'ADA@example.com',
        password: 'another fine password 9',
      });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(second.cookies).toEqual([]);
      const notice = await smtp.waitFor('ada@example.com', (m) =>
        /tried to sign up/.test(m.subject),
      );
      expect(notice.text).toContain('ada');
      expect(notice.text).toContain(`${SITE_URL}/forgot-password/`);
      // No link that could verify the account, and no second account.
      expect(notice.text).not.toContain('#token=');
      expect(await handle.db.db.select().from(users)).toHaveLength(1);
      expect(await handle.db.db.select().from(emailTokens)).toHaveLength(1);
    });
  });

  describe('the owner role waits for a verified address', () => {
    it.each(['owner@example.com', 'Owner@Example.com'])(
      'a stranger signed up as %s gets the same 404 as anyone until the address is verified',
      async (email) => {
        await signup(app, { username: 'stranger', email });
        const cookie = await login(app, email);
        const anyone = await get(app, '/api/admin/me');
        for (const route of ['/api/admin/me', '/api/admin/inbox', '/api/admin/builds']) {
          const asStranger = await get(app, route, { cookie });
          const asAnyone = await get(app, route);
          expect(asStranger.statusCode, route).toBe(404);
          expect(asStranger.body).toBe(asAnyone.body);
          expect(asStranger.headers['set-cookie']).toBeUndefined();
        }
        expect(anyone.json()).toEqual({ message: 'Route GET /api/admin/me not found' });

        const token = tokenIn(await smtp.waitFor('owner@example.com'));
        expect((await post(app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
        const owner = await get(app, '/api/admin/me', { cookie });
        expect(owner.statusCode).toBe(200);
        expect(owner.json()).toEqual({ username: 'stranger', email: 'owner@example.com' });
      },
    );
  });

  describe('forgot password', () => {
    beforeEach(async () => {
      await signup(app, { username: 'linus', email: 'linus@example.com' });
      await app.mail.settled();
      smtp.mails.length = 0;
    });

    it('answers a known and an unknown address alike, in about the same time', async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await post(app, '/api/auth/forgot-password', { email });
        return { response, ms: performance.now() - started };
      };
      const known = [];
      const unknown = [];
      for (let i = 0; i < 3; i++) {
        known.push(await timed('linus@example.com'));
        unknown.push(await timed(`nobody${i}@example.com`));
      }
      for (const { response } of [...known, ...unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(known[0]?.response.json());
      }
      const median = (runs: { ms: number }[]) =>
        runs.map((r) => r.ms).sort((a, b) => a - b)[1] ?? 0;
      expect(median(known)).toBeGreaterThanOrEqual(290);
      expect(median(unknown)).toBeGreaterThanOrEqual(290);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
      await app.mail.settled();
      expect(smtp.mails.every((m) => m.to.includes('linus@example.com'))).toBe(true);
    });

    it('mails a link valid 30 minutes that sets a new password once, signs every other session out and says so by mail', async () => {
      const older = await login(app, 'linus@example.com');
      await post(app, '/api/auth/forgot-password', { email: 'Linus@Example.com' });
      const mail = await smtp.waitFor(
        'linus@example.com',
        (m) => m.subject === 'Choose a new password',
      );
      expect(mail.text).toMatch(/30 minutes/);
      const token = tokenIn(mail);
      expect(mail.text).toContain(`${SITE_URL}/reset-password/#token=${token}`);
      const row = await tokenRow(token);
      const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29.9);
      expect(minutes).toBeLessThanOrEqual(30);

      const described = await post(app, '/api/auth/link', { token });
      expect(described.json()).toEqual({
        purpose: 'reset',
        username: 'linus',
        email: 'linus@example.com',
      });
      const reset = await post(app, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toMatch(/password has been changed/);

      // The older session is gone; the old password no longer works; the new one does.
      expect(await handle.db.db.select().from(sessions)).toHaveLength(0);
      const comment = await post(
        app,
        '/api/comments',
        { postSlug: 'hello-world', text: 'hi' },
        {
          cookie: older,
        },
      );
      expect(comment.statusCode).toBe(401);
      const old = await post(app, '/api/auth/login', {
        email: 'linus@example.com',
        password: PASSWORD,
      });
      expect(old.statusCode).toBe(401);
      await login(app, 'linus@example.com', NEW_PASSWORD);

      const changed = await smtp.waitFor(
        'linus@example.com',
        (m) => m.subject === 'Your password was changed',
      );
      expect(changed.html).toContain('<!doctype html>');
      // A reset proves the mailbox: the address counts as verified.
      const [user] = await handle.db.db.select().from(users);
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

      const again = await post(app, '/api/auth/reset-password', {
        token,
        password: 'yet another pass 11',
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: 'This link was already used.' });
    });

    it("applies the signup form's rules, and a refused password leaves the link usable", async () => {
      await post(app, '/api/auth/forgot-password', { email: 'linus@example.com' });
      const token = tokenIn(await smtp.waitFor('linus@example.com'));
      for (const [password, message] of [
        ['short', /password must be 8 to 128 characters/],
        ['password1', /too common/],
        ['linus@example.com', /must not be your username or email/],
      ] as const) {
        const refused = await post(app, '/api/auth/reset-password', { token, password });
        expect(refused.statusCode, password).toBe(400);
        expect(refused.json().message).toMatch(message);
      }
      expect((await tokenRow(token))?.usedAt).toBeNull();
      const reset = await post(app, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
    });

    it('refuses an expired or tampered link and keeps the old password', async () => {
      await post(app, '/api/auth/forgot-password', { email: 'linus@example.com' });
      const token = tokenIn(await smtp.waitFor('linus@example.com'));
      await handle.db.db
        .update(emailTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailTokens.tokenHash, hashToken(token)));
      const expired = await post(app, '/api/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
      });
      expect(expired.json()).toEqual({ message: 'This link has expired.' });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: 'This link has expired.' });
      const forged = await post(app, '/api/auth/reset-password', {
        token: 'A'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(forged.statusCode).toBe(400);
      await login(app, 'linus@example.com');
    });

    it('leaves the old password working and the link unused when the reset fails half-way', async () => {
      const older = await login(app, 'linus@example.com');
      await post(app, '/api/auth/forgot-password', { email: 'linus@example.com' });
      const token = tokenIn(await smtp.waitFor('linus@example.com'));
      const crashing = await appForTest(crashAfterWrite(handle.db, userCredentials, 'update'));
      const response = await post(crashing, '/api/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
      await login(app, 'linus@example.com');
      expect((await tokenRow(token))?.usedAt).toBeNull();
      const comment = await post(
        app,
        '/api/comments',
        { postSlug: 'hello-world', text: 'hi' },
        {
          cookie: older,
        },
      );
      expect(comment.statusCode).toBe(201);
      expect(
        (await post(app, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('a newer reset link retires the older one', async () => {
      await post(app, '/api/auth/forgot-password', { email: 'linus@example.com' });
      const first = tokenIn(await smtp.waitFor('linus@example.com'));
      await post(app, '/api/auth/forgot-password', { email: 'linus@example.com' });
      const second = tokenIn(await smtp.waitFor('linus@example.com', (m) => tokenIn(m) !== first));
      const old = await post(app, '/api/auth/reset-password', {
        token: first,
        password: NEW_PASSWORD,
      });
      expect(old.statusCode).toBe(410);
      const fresh = await post(app, '/api/auth/reset-password', {
        token: second,
        password: NEW_PASSWORD,
      });
      expect(fresh.statusCode).toBe(200);
    });
  });

  describe('what a reset ends', () => {
    const LINUS = 'linus@example.com';
    let cookie: string;

    beforeEach(async () => {
      await signup(app, { username: 'linus', email: LINUS });
      await markVerified(handle.db, LINUS);
      cookie = await login(app, LINUS);
      await app.mail.settled();
      smtp.mails.length = 0;
    });

    /** Adds `key` as /account does: the password, then the passkey. */
    async function add(key: SoftPasskey, name: string) {
      const options = await app.inject({
        method: 'POST',
        url: '/api/account/passkeys/options',
        payload: { password: PASSWORD },
        headers: { cookie },
      });
      const added = await app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        payload: { name, response: key.register(options.json(), SITE_URL) },
        headers: { cookie },
      });
      expect(added.statusCode, added.body).toBe(201);
    }

    async function signIn(key: SoftPasskey) {
      const options = (await post(app, '/api/auth/passkey/options')).json();
      return post(app, '/api/auth/passkey', { response: key.authenticate(options, SITE_URL) });
    }

    async function reset(password = NEW_PASSWORD) {
      await post(app, '/api/auth/forgot-password', { email: LINUS });
      const mail = await smtp.waitFor(LINUS, (m) => m.subject === 'Choose a new password');
      smtp.mails.length = 0;
      return post(app, '/api/auth/reset-password', { token: tokenIn(mail), password });
    }

    it('retires a pending change of address: its link no longer moves the account', async () => {
      const asked = await app.inject({
        method: 'POST',
        url: '/api/account/email',
        payload: { password: PASSWORD, email: 'elsewhere@example.com' },
        headers: { cookie },
      });
      expect(asked.statusCode).toBe(200);
      const change = tokenIn(await smtp.waitFor('elsewhere@example.com'));
      expect((await reset()).statusCode).toBe(200);
      const moved = await post(app, '/api/auth/verify-email', { token: change });
      expect(moved.statusCode).toBe(410);
      expect(moved.json()).toEqual({ message: 'This link was already used.' });
      const [user] = await handle.db.db.select().from(users);
      expect(user?.email).toBe(LINUS);
    });

    it('suspends every passkey: the answer lists them, the page keeps the chosen ones, the rest are gone', async () => {
      const laptop = softPasskey();
      const phone = softPasskey();
      await add(laptop, 'Laptop');
      await add(phone, 'Phone');
      expect((await signIn(phone)).statusCode).toBe(200);

      const done = await reset();
      expect(done.statusCode).toBe(200);
      const answer = done.json();
      expect(answer.message).toMatch(/Choose the passkeys to keep/);
      expect(answer.passkeys).toEqual([
        { id: laptop.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
        {
          id: phone.id,
          name: 'Phone',
          createdAt: expect.any(String),
          lastUsedAt: expect.any(String),
        },
      ]);
      expect(answer.keepToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Until the page answers, neither signs in.
      for (const key of [laptop, phone]) {
        const refused = await signIn(key);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toMatch(/not registered/);
      }

      const kept = await post(app, '/api/auth/reset-password/passkeys', {
        keepToken: answer.keepToken,
        keep: [laptop.id],
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({
        message: 'Kept the passkey “Laptop”; 1 removed.',
        kept: ['Laptop'],
        removed: 1,
      });
      expect((await signIn(laptop)).statusCode).toBe(200);
      expect((await signIn(phone)).statusCode).toBe(401);
      // The choice is made once.
      const again = await post(app, '/api/auth/reset-password/passkeys', {
        keepToken: answer.keepToken,
        keep: [phone.id],
      });
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toMatch(/can no longer be kept/);
      expect((await signIn(phone)).statusCode).toBe(401);
    });

    it('keeps nothing once the 15 minutes are past, or with a token no reset gave', async () => {
      const laptop = softPasskey();
      await add(laptop, 'Laptop');
      const answer = (await reset()).json();
      await handle.db.db
        .update(passkeys)
        .set({ suspendedUntil: sql`now() - interval '1 second'` })
        .where(eq(passkeys.id, laptop.id));
      const late = await post(app, '/api/auth/reset-password/passkeys', {
        keepToken: answer.keepToken,
        keep: [laptop.id],
      });
      expect(late.statusCode).toBe(410);
      expect((await signIn(laptop)).statusCode).toBe(401);
      const forged = await post(app, '/api/auth/reset-password/passkeys', {
        keepToken: 'K'.repeat(43),
        keep: [laptop.id],
      });
      expect(forged.statusCode).toBe(410);
    });

    it('never offers a passkey added before the address was verified, and removes it', async () => {
      // As an older site stored it, before adding one needed a verified address.
      const early = softPasskey();
      const [user] = await handle.db.db.select().from(users);
      await handle.db.db.insert(passkeys).values({
        id: early.id,
        userId: user?.id ?? '',
        name: 'Early',
        publicKey: early.publicKey,
        counter: 0,
        transports: ['internal'],
      });
      const later = softPasskey();
      await add(later, 'Later');
      const answer = (await reset()).json();
      expect(answer.passkeys.map((p: { name: string }) => p.name)).toEqual(['Later']);
      const kept = await post(app, '/api/auth/reset-password/passkeys', {
        keepToken: answer.keepToken,
        keep: [early.id, later.id],
      });
      expect(kept.json()).toMatchObject({ kept: ['Later'], removed: 0 });
      expect((await signIn(early)).statusCode).toBe(401);
      expect((await signIn(later)).statusCode).toBe(200);
    });

    it('an account without passkeys gets no keep token', async () => {
      const answer = (await reset()).json();
      expect(answer.passkeys).toEqual([]);
      expect(answer).not.toHaveProperty('keepToken');
    });
  });

  describe('rate limits', () => {
    it('limits reset mails per address (known or not) and per client, with the same 429', async () => {
      const limited = await appForTest(handle.db, {
        ...mailOptions(),
        rateLimits: {
          resetMailPerEmail: { max: 2, timeWindow: 60_000 },
          resetMailPerIp: { max: 7, timeWindow: 60_000 },
        },
      });
      await signup(limited, { username: 'linus', email: 'linus@example.com' });
      const statuses = async (email: string, n: number) => {
        const out = [];
        for (let i = 0; i < n; i++) {
          const response = await post(limited, '/api/auth/forgot-password', { email });
          out.push(response.statusCode);
          if (response.statusCode === 429) {
            expect(response.json().message).toMatch(/^Rate limit exceeded, retry in \d+ seconds$/);
            expect(response.headers['retry-after']).toBeDefined();
          }
        }
        return out;
      };
      expect(await statuses('linus@example.com', 3)).toEqual([200, 200, 429]);
      expect(await statuses('nobody@example.com', 3)).toEqual([200, 200, 429]);
      // Per client: 7 in all from this address (the refused ones count), whatever the email.
      expect(await statuses('third@example.com', 1)).toEqual([200]);
      expect(await statuses('fourth@example.com', 1)).toEqual([429]);
    });

    it('limits verification mails per address and per client', async () => {
      const limited = await appForTest(handle.db, {
        ...mailOptions(),
        rateLimits: {
          verifyMailPerEmail: { max: 1, timeWindow: 60_000 },
          verifyMailPerIp: { max: 3, timeWindow: 60_000 },
        },
      });
      const send = (email: string) =>
        post(limited, '/api/auth/verify-email/resend', { email }).then((r) => r.statusCode);
      expect([await send('a@example.com'), await send('a@example.com')]).toEqual([200, 429]);
      expect([await send('b@example.com'), await send('c@example.com')]).toEqual([200, 429]);
    });

    it('limits looking at and using links per client', async () => {
      const limited = await appForTest(handle.db, {
        ...mailOptions(),
        rateLimits: { emailLinks: { max: 2, timeWindow: 60_000 } },
      });
      const token = 'B'.repeat(43);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await post(limited, '/api/auth/link', { token })).statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    });
  });
});
