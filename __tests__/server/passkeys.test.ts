/**
 * Passkeys on PGlite and PostgreSQL, answered by a software authenticator (ES256, and ML-DSA-44,
 * the post-quantum algorithm the server offers first and Chromium picks): adding and
 * naming one on /account (a verified address and the password first, then a mail that can end
 * it), signing in with it and no email, the signature counter, removing it, confirming a
 * deletion with it, and passkeys added before the address was verified (never the owner's
 * role). Challenges are stored, single use and short-lived; the relying party is SITE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../server/db/schema';
import { softPasskey, type SoftPasskey } from '../support/webauthn';
import {
  buildTestApp,
  drivers,
  get,
  login,
  markVerified,
  memoryMailer,
  PASSWORD,
  post,
  signup,
  SITE_URL,
  testDatabase,
  truncateAll,
} from './support/helper';

const READER = { username: 'priya', email: 'priya@example.com' };
const OWNER = { username: 'site_owner', email: 'owner@example.com' };

describe.each(drivers)('passkeys on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let cookie: string;
  const mailer = memoryMailer();

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { mailer, ownerEmails: [OWNER.email] });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.mail.settled();
    await truncateAll(handle.db);
    await signup(app, READER);
    await markVerified(handle.db, READER.email);
    cookie = await login(app, READER.email);
    mailer.sent.length = 0;
  });

  const inject = (method: 'POST' | 'DELETE' | 'PATCH', url: string, body?: object, who = cookie) =>
    app.inject({ method, url, payload: body, headers: who ? { cookie: who } : {} });

  /** Adds `key` to the account as /account does (the password first); the answer to the add. */
  async function add(key: SoftPasskey, name = 'Laptop', who = cookie) {
    const options = await inject(
      'POST',
      '/api/account/passkeys/options',
      { password: PASSWORD },
      who,
    );
    if (options.statusCode !== 200) return options;
    return inject(
      'POST',
      '/api/account/passkeys',
      { name, response: key.register(options.json(), SITE_URL) },
      who,
    );
  }

  /** The mail that told `to` of a passkey, and the token of its link. */
  async function passkeyMail(to: string) {
    await app.mail.settled();
    const mail = mailer.sent.find(
      (m) => m.to === to && m.subject === 'A passkey was added to your account',
    );
    const token = mail?.link?.split('#token=')[1];
    if (!mail || !token) throw new Error(`no passkey mail to ${to}`);
    return { mail, token };
  }

  /** Signs in with `key` as /login does; the answer to the sign-in. */
  async function signIn(key: SoftPasskey, origin = SITE_URL) {
    const options = (await post(app, '/api/auth/passkey/options')).json();
    return post(app, '/api/auth/passkey', { response: key.authenticate(options, origin) });
  }

  it('asks for a discoverable passkey with user verification, for SITE_URL’s host', async () => {
    const response = await inject('POST', '/api/account/passkeys/options', {
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'localhost:8000' });
    expect(options.user.name).toBe('priya');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const [stored] = await handle.db.db.select().from(webauthnChallenges);
    expect(stored).toMatchObject({ challenge: options.challenge, purpose: 'register' });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('adds and names a passkey, signs in with it and no email, and lists its last use', async () => {
    const key = softPasskey();
    const added = await add(key, '  Work laptop  ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: key.id, name: 'Work laptop', lastUsedAt: null });

    const signedIn = await signIn(key);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      message: 'Login successful',
      user: { userId: expect.any(String), username: 'priya', email: 'priya@example.com' },
    });
    const session = signedIn.cookies.find((c) => c.name === 'session');
    expect(session?.httpOnly).toBe(true);
    const overview = await get(app, '/api/account', { cookie: `session=${session?.value}` });
    expect(overview.json().passkeys).toEqual([
      {
        id: key.id,
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ]);
    // Passwords keep working beside it.
    await login(app, READER.email);
  });

  it('uses a challenge once: an answer replayed is refused', async () => {
    const key = softPasskey();
    await add(key);
    const options = (await post(app, '/api/auth/passkey/options')).json();
    const answer = key.authenticate(options, SITE_URL);
    expect((await post(app, '/api/auth/passkey', { response: answer })).statusCode).toBe(200);
    const replayed = await post(app, '/api/auth/passkey', { response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toMatch(/expired or was already used/);
  });

  it('refuses an expired challenge, another origin, an unknown passkey and a forged signature', async () => {
    const key = softPasskey();
    await add(key);

    const options = (await post(app, '/api/auth/passkey/options')).json();
    await handle.db.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const late = await post(app, '/api/auth/passkey', {
      response: key.authenticate(options, SITE_URL),
    });
    expect(late.statusCode).toBe(400);

    const elsewhere = await signIn(key, 'https://evil.example');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toMatch(/could not be verified/);

    const stranger = await signIn(softPasskey());
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toMatch(/not registered/);

    const fresh = (await post(app, '/api/auth/passkey/options')).json();
    const forged = key.authenticate(fresh, SITE_URL) as { response: { signature: string } };
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    const refused = await post(app, '/api/auth/passkey', { response: forged });
    expect(refused.statusCode).toBe(401);
    for (const response of [late, elsewhere, stranger, refused]) {
      expect(response.cookies).toEqual([]);
    }
  });

  it('removes a passkey (only the owner’s), after which it signs no one in', async () => {
    const key = softPasskey();
    await add(key);
    await signup(app, { username: 'other', email: 'other@example.com' });
    const other = await login(app, 'other@example.com');
    const notTheirs = await inject('DELETE', `/api/account/passkeys/${key.id}`, undefined, other);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: 'Passkey not found' });

    const renamed = await inject('PATCH', `/api/account/passkeys/${key.id}`, { name: 'Phone' });
    expect(renamed.statusCode).toBe(204);
    const removed = await inject('DELETE', `/api/account/passkeys/${key.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await handle.db.db.select().from(passkeys)).toEqual([]);
    expect((await signIn(key)).statusCode).toBe(401);
  });

  it('refuses the same passkey twice and a registration answer for another challenge', async () => {
    const key = softPasskey();
    await add(key);
    const again = await add(key);
    expect(again.statusCode).toBe(409);
    const stale = key.register(
      { challenge: 'c3RhbGUtY2hhbGxlbmdlLW5vYm9keS1pc3N1ZWQ', rp: {}, user: { id: 'x' } },
      SITE_URL,
    );
    const refused = await inject('POST', '/api/account/passkeys', { name: 'X', response: stale });
    expect(refused.statusCode).toBe(400);
  });

  it('confirms deleting the account with a passkey instead of the password', async () => {
    const key = softPasskey();
    await add(key);
    const options = (await inject('POST', '/api/account/delete/options')).json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const deleted = await inject('POST', '/api/account/delete', {
      passkey: key.authenticate(options, SITE_URL),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await handle.db.db.select().from(users)).toEqual([]);
    expect(await handle.db.db.select().from(passkeys)).toEqual([]);
    expect((await signIn(key)).statusCode).toBe(401);
  });

  it('offers ML-DSA-44 first, and signs in and confirms a deletion with such a passkey', async () => {
    const options = (
      await inject('POST', '/api/account/passkeys/options', { password: PASSWORD })
    ).json();
    expect(options.pubKeyCredParams[0]).toEqual({ alg: -48, type: 'public-key' });
    const key = softPasskey('ML-DSA-44');
    expect((await add(key)).statusCode).toBe(201);
    // Its signatures are 2,420 bytes: 3,227 characters of base64url.
    const signedIn = await signIn(key);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ message: 'Login successful' });
    const confirm = (await inject('POST', '/api/account/delete/options')).json();
    const deleted = await inject('POST', '/api/account/delete', {
      passkey: key.authenticate(confirm, SITE_URL),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await handle.db.db.select().from(users)).toEqual([]);
  });

  describe('adding one', () => {
    it('needs a verified address: an unverified account is told to verify it first', async () => {
      await signup(app, { username: 'newcomer', email: 'new@example.com' });
      const newcomer = await login(app, 'new@example.com');
      const refused = await add(softPasskey(), 'Laptop', newcomer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Verify your email address first/);
      const [row] = await handle.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(webauthnChallenges);
      expect(row?.n).toBe(0);
    });

    it('asks for the password before the browser is asked for a passkey', async () => {
      const missing = await inject('POST', '/api/account/passkeys/options', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/password/);
      const wrong = await inject('POST', '/api/account/passkeys/options', {
        password: 'not my password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'That is not your current password (password)' });
      // Without a challenge handed out there is nothing a registration could answer.
      const key = softPasskey();
      const stale = key.register(
        { challenge: 'c3RhbGUtY2hhbGxlbmdlLW5vYm9keS1pc3N1ZWQ', rp: {}, user: { id: 'x' } },
        SITE_URL,
      );
      const sneaked = await inject('POST', '/api/account/passkeys', { name: 'X', response: stale });
      expect(sneaked.statusCode).toBe(400);
      expect((await signIn(key)).statusCode).toBe(401);
    });

    it('mails the address; the link says what it ends and only its button ends it, signing every browser out', async () => {
      const key = softPasskey();
      expect((await add(key, 'Work laptop')).statusCode).toBe(201);
      const { mail, token } = await passkeyMail(READER.email);
      expect(mail.text).toContain('A passkey named “Work laptop” was added to your account');
      expect(mail.text).toContain(`${SITE_URL}/verify-email/#token=${token}`);
      expect(mail.html).toContain('End this passkey');

      // Looking at the link (as the page does, or a mail scanner) ends nothing.
      const described = await post(app, '/api/auth/link', { token });
      expect(described.json()).toEqual({
        purpose: 'passkey',
        username: READER.username,
        email: READER.email,
        passkeyName: 'Work laptop',
      });
      expect((await get(app, `/api/auth/end-passkey?token=${token}`)).statusCode).toBe(405);
      expect((await signIn(key)).statusCode).toBe(200);
      // A verify page's button does not take it either.
      const wrongPage = await post(app, '/api/auth/verify-email', { token });
      expect(wrongPage.statusCode).toBe(400);
      expect(wrongPage.json()).toEqual({ message: 'This link is not for this page.' });

      const ended = await post(app, '/api/auth/end-passkey', { token });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({
        message:
          'The passkey “Work laptop” was removed, and every browser signed in to your account was signed out.',
      });
      expect((await signIn(key)).statusCode).toBe(401);
      expect((await get(app, '/api/account', { cookie })).statusCode).toBe(401);
      const again = await post(app, '/api/auth/end-passkey', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: 'This link was already used.' });
    });

    it('a link for a passkey removed meanwhile says so, and each passkey keeps its own link', async () => {
      const laptop = softPasskey();
      const phone = softPasskey();
      await add(laptop, 'Laptop');
      const first = (await passkeyMail(READER.email)).token;
      mailer.sent.length = 0;
      await add(phone, 'Phone');
      const second = (await passkeyMail(READER.email)).token;
      expect((await inject('DELETE', `/api/account/passkeys/${laptop.id}`)).statusCode).toBe(204);
      const gone = await post(app, '/api/auth/end-passkey', { token: first });
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ message: 'This passkey was already removed.' });
      expect((await post(app, '/api/auth/end-passkey', { token: second })).statusCode).toBe(200);
      expect((await signIn(phone)).statusCode).toBe(401);
    });
  });

  describe('the signature counter', () => {
    it('two sign-ins at once with the same counter (a copied passkey): one succeeds, the other is a 401 that says why', async () => {
      const key = softPasskey();
      await add(key);
      const copy = key.clone();
      const [first, second] = await Promise.all([
        post(app, '/api/auth/passkey/options'),
        post(app, '/api/auth/passkey/options'),
      ]);
      const answers = await Promise.all([
        post(app, '/api/auth/passkey', { response: key.authenticate(first?.json(), SITE_URL) }),
        post(app, '/api/auth/passkey', { response: copy.authenticate(second?.json(), SITE_URL) }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
      const refused = answers.find((a) => a.statusCode === 401);
      expect(refused?.json().message).toMatch(/signature counter did not go up/);
      expect(refused?.cookies).toEqual([]);
      // The counter moved on once: the next answer (one higher) is welcome.
      expect((await signIn(key)).statusCode).toBe(200);
    });

    it('keeps authenticators that always report 0 working', async () => {
      const key = softPasskey('ES256', { zeroCounter: true });
      await add(key);
      for (let i = 0; i < 3; i++) expect((await signIn(key)).statusCode).toBe(200);
    });
  });

  describe('passkeys added before the address was verified (older databases)', () => {
    /** A passkey stored as the site did before adding one needed a verified address. */
    async function plantEarly(email: string, key: SoftPasskey, name = 'Planted') {
      const [user] = await handle.db.db.select().from(users).where(eq(users.email, email));
      await handle.db.db.insert(passkeys).values({
        id: key.id,
        userId: user?.id ?? '',
        name,
        publicKey: key.publicKey,
        counter: 0,
        transports: ['internal'],
        createdAt: sql`now() - interval '1 day'`,
      });
    }

    it('sign in, but never with the owner’s role', async () => {
      await signup(app, OWNER);
      const key = softPasskey();
      await plantEarly(OWNER.email, key);
      await markVerified(handle.db, OWNER.email);
      const signedIn = await signIn(key);
      expect(signedIn.statusCode).toBe(200);
      const session = signedIn.cookies.find((c) => c.name === 'session');
      const viaPasskey = `session=${session?.value}`;
      expect((await get(app, '/api/account', { cookie: viaPasskey })).statusCode).toBe(200);
      const admin = await get(app, '/api/admin/me', { cookie: viaPasskey });
      expect(admin.statusCode).toBe(404);
      expect(admin.json()).toEqual({ message: 'Route GET /api/admin/me not found' });
      // The owner's password still opens it, as does a passkey added now.
      const owner = await login(app, OWNER.email);
      expect((await get(app, '/api/admin/me', { cookie: owner })).statusCode).toBe(200);
      const fresh = softPasskey();
      expect((await add(fresh, 'Owner laptop', owner)).statusCode).toBe(201);
      const viaFresh = (await signIn(fresh)).cookies.find((c) => c.name === 'session');
      const me = await get(app, '/api/admin/me', { cookie: `session=${viaFresh?.value}` });
      expect(me.statusCode).toBe(200);
    });

    it.each([
      ['sign out everywhere else', '/api/account/sessions/sign-out-others', {}],
      [
        'a password change',
        '/api/account/password',
        { currentPassword: PASSWORD, newPassword: 'another long passphrase 3' },
      ],
    ])('are removed by %s; passkeys added since stay', async (_name, url, body) => {
      const early = softPasskey();
      await plantEarly(READER.email, early);
      const later = softPasskey();
      await add(later, 'Added verified');
      expect((await signIn(early)).statusCode).toBe(200);
      const response = await inject('POST', url, body);
      expect(response.statusCode).toBe(200);
      const left = await signIn(early);
      expect(left.statusCode).toBe(401);
      expect(left.json().message).toMatch(/not registered/);
      expect((await signIn(later)).statusCode).toBe(200);
    });
  });
});
