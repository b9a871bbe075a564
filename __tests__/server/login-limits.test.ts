import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { userCredentials, users } from '../../server/db/schema';
import { hash } from '@node-rs/argon2';
import { DEFAULT_RATE_LIMITS } from '../../server/plugins/rate-limit';
import {
  appForTest,
  drivers,
  PASSWORD,
  post,
  signup,
  testDatabase,
  truncateAll,
} from './support/helper';

const OWNER = { username: 'owner', email: 'owner@example.com' };
const PER_CLIENT = DEFAULT_RATE_LIMITS.loginFailuresPerClient.max;
const PER_ACCOUNT = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;

/** "Crème brûlée au café" as one code point per accented letter, and decomposed. */
const NFC_PASSWORD = 'Cr\u00e8me br\u00fbl\u00e9e au caf\u00e9';
const NFD_PASSWORD = NFC_PASSWORD.normalize('NFD');

describe.each(drivers)('login limits on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeEach(async () => {
    await truncateAll(handle.db);
    // The real login-failure limits; the per-IP attempt limit stays generous.
    app = await appForTest(handle.db, {
      trustProxy: true,
      rateLimits: {
        loginFailuresPerClient: DEFAULT_RATE_LIMITS.loginFailuresPerClient,
        loginFailuresPerAccount: DEFAULT_RATE_LIMITS.loginFailuresPerAccount,
      },
    });
    await signup(app, OWNER);
  });

  let next = 0;
  /** A new client address for every call. */
  const freshIp = () => `198.51.${Math.floor(++next / 250)}.${(next % 250) + 1}`;
  const loginFrom = (ip: string, password: string, cookie?: string) =>
    post(
      app,
      '/api/auth/login',
      { email: OWNER.email, password },
      { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    );
  const deviceCookie = (response: { cookies: { name: string; value: string }[] }) => {
    const device = response.cookies.find((c) => c.name === 'device');
    if (!device) throw new Error('no device cookie');
    return `device=${device.value}`;
  };

  it('lets the owner in from a new address after wrong passwords from many others', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await loginFrom(freshIp(), `wrong guess ${i}`)).statusCode).toBe(401);
    }
    const owner = await loginFrom(freshIp(), PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it(`gives an attacker rotating addresses at most ${PER_ACCOUNT} guesses per account, even all at once`, async () => {
    const guesses = await Promise.all(
      Array.from({ length: PER_ACCOUNT + 15 }, (_, i) => loginFrom(freshIp(), `guess ${i}`)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = guesses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/too many failed logins/i);
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Beyond the budget the password is not checked: the right one gets the same 429 from a
    // client the account has never seen.
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(429);
    // Another account is not affected.
    await signup(app, { username: 'other', email: 'other@example.com' });
    const other = await post(
      app,
      '/api/auth/login',
      { email: 'other@example.com', password: PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    expect(other.statusCode).toBe(200);
  });

  it('lets a browser that logged in before through while the account is under attack', async () => {
    const cookie = deviceCookie(await loginFrom(freshIp(), PASSWORD));
    for (let i = 0; i < PER_ACCOUNT + 5; i++) await loginFrom(freshIp(), `guess ${i}`);
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(429);

    // The owner's browser, from yet another address.
    const owner = await loginFrom(freshIp(), PASSWORD, cookie);
    expect(owner.statusCode).toBe(200);

    // A forged or tampered token is no token: the account's shared budget applies.
    const [name, value = ''] = cookie.split('=');
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await loginFrom(freshIp(), PASSWORD, tampered)).statusCode).toBe(429);
    // Another account's token does not count for this one.
    await signup(app, { username: 'other', email: 'other@example.com' });
    const otherLogin = await post(
      app,
      '/api/auth/login',
      { email: 'other@example.com', password: PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    expect((await loginFrom(freshIp(), PASSWORD, deviceCookie(otherLogin))).statusCode).toBe(429);

    // The device has its own small budget: wrong passwords from it are limited too.
    const ip = freshIp();
    for (let i = 0; i < PER_CLIENT; i++) {
      expect((await loginFrom(ip, `typo ${i}`, cookie)).statusCode).toBe(401);
    }
    expect((await loginFrom(ip, PASSWORD, cookie)).statusCode).toBe(429);
  });

  it(`limits wrong passwords per address to ${PER_CLIENT}, counting failures only`, async () => {
    const ip = freshIp();
    // Right passwords do not count.
    for (let i = 0; i < PER_CLIENT + 3; i++) {
      expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < PER_CLIENT - 1; i++) {
      expect((await loginFrom(ip, `typo ${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(ip, 'one typo more')).statusCode).toBe(401);
    const refused = await loginFrom(ip, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // Other addresses are not blocked by this one.
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(200);
  });

  it('counts an unknown email like a known one (no hint that the account exists)', async () => {
    const from = (email: string) =>
      post(app, '/api/auth/login', { email, password: 'guess' }, { 'x-forwarded-for': freshIp() });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      known.push((await from(OWNER.email)).statusCode);
      unknown.push((await from('nobody@example.com')).statusCode);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });

  it('sets the device cookie like the session cookie: httpOnly, SameSite=Lax, about a year', async () => {
    const response = await loginFrom(freshIp(), PASSWORD);
    const device = response.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device?.maxAge).toBeGreaterThan(360 * 24 * 3600);
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect((await loginFrom(freshIp(), 'wrong')).cookies).toHaveLength(0);
  });

  describe('Unicode', () => {
    it('logs in with the NFD form of a password signed up in NFC, and the other way round', async () => {
      await signup(app, { username: 'nfc', email: 'nfc@example.com', password: NFC_PASSWORD });
      await signup(app, { username: 'nfd', email: 'nfd@example.com', password: NFD_PASSWORD });
      const as = (email: string, password: string) =>
        post(app, '/api/auth/login', { email, password }, { 'x-forwarded-for': freshIp() });
      expect((await as('nfc@example.com', NFD_PASSWORD)).statusCode).toBe(200);
      expect((await as('nfc@example.com', NFC_PASSWORD)).statusCode).toBe(200);
      expect((await as('nfd@example.com', NFC_PASSWORD)).statusCode).toBe(200);
      expect((await as('nfd@example.com', NFD_PASSWORD)).statusCode).toBe(200);
      expect((await as('nfd@example.com', 'Creme brulee au cafe')).statusCode).toBe(401);
    });

    it('upgrades a hash made before normalisation from the decomposed text', async () => {
      await signup(app, { username: 'legacy', email: 'legacy@example.com' });
      const [user] = await handle.db.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'legacy@example.com'));
      // What the server stored before passwords were normalised: the hash of the text as typed.
      const legacyHash = await hash(NFD_PASSWORD, { algorithm: 2 });
      await handle.db.db
        .update(userCredentials)
        .set({ passwordHash: legacyHash })
        .where(eq(userCredentials.userId, user?.id ?? ''));
      const as = (password: string) =>
        post(
          app,
          '/api/auth/login',
          { email: 'legacy@example.com', password },
          { 'x-forwarded-for': freshIp() },
        );
      expect((await as(NFD_PASSWORD)).statusCode).toBe(200);
      const [stored] = await handle.db.db
        .select({ passwordHash: userCredentials.passwordHash })
        .from(userCredentials)
        .where(eq(userCredentials.userId, user?.id ?? ''));
      expect(stored?.passwordHash).not.toBe(legacyHash);
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Now either form works.
      expect((await as(NFC_PASSWORD)).statusCode).toBe(200);
      expect((await as(NFD_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps usernames and emails ASCII, so no two forms of one name can exist', async () => {
      for (const form of ['NFC', 'NFD'] as const) {
        const username = await post(app, '/api/auth/signup', {
          username: 'ren\u00e9e'.normalize(form),
          email: `renee-${form}@example.com`,
          password: PASSWORD,
        });
        expect(username.statusCode).toBe(400);
        expect(username.json().message).toMatch(/username/);
        const email = await post(app, '/api/auth/signup', {
          username: `jose_${form}`,
          email: 'jos\u00e9@example.com'.normalize(form),
          password: PASSWORD,
        });
        expect(email.statusCode).toBe(400);
        expect(email.json().message).toMatch(/email/);
      }
    });
  });
});
