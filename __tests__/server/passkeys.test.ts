/**
 * Passkeys on PGlite and PostgreSQL, answered by a software authenticator (ES256, and ML-DSA-44,
 * the post-quantum algorithm the server offers first and Chromium picks): adding and
 * naming one on /account, signing in with it and no email, removing it, confirming a deletion
 * with it. Challenges are stored, single use and short-lived; the relying party is SITE_URL.
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
  post,
  signup,
  SITE_URL,
  testDatabase,
  truncateAll,
} from './support/helper';

const READER = { username: 'priya', email: 'priya@example.com' };

describe.each(drivers)('passkeys on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await buildTestApp(handle.db);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await truncateAll(handle.db);
    await signup(app, READER);
    cookie = await login(app, READER.email);
  });

  const inject = (method: 'POST' | 'DELETE' | 'PATCH', url: string, body?: object, who = cookie) =>
    app.inject({ method, url, payload: body, headers: who ? { cookie: who } : {} });

  /** Adds `key` to the reader's account as /account does; the answer to the add. */
  async function add(key: SoftPasskey, name = 'Laptop') {
    const options = (await inject('POST', '/api/account/passkeys/options')).json();
    return inject('POST', '/api/account/passkeys', {
      name,
      response: key.register(options, SITE_URL),
    });
  }

  /** Signs in with `key` as /login does; the answer to the sign-in. */
  async function signIn(key: SoftPasskey, origin = SITE_URL) {
    const options = (await post(app, '/api/auth/passkey/options')).json();
    return post(app, '/api/auth/passkey', { response: key.authenticate(options, origin) });
  }

  it('asks for a discoverable passkey with user verification, for SITE_URL’s host', async () => {
    const response = await inject('POST', '/api/account/passkeys/options');
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
    const options = (await inject('POST', '/api/account/passkeys/options')).json();
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
});
