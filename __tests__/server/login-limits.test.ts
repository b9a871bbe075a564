import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { userCredentials, users } from '../../server/db/schema';
import { hash } from '@node-rs/argon2';
import { redisOptions } from '../../server/lib/counters';
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
import { redisTests, startRedis } from './support/redis';

const OWNER = { username: 'owner', email: 'owner@example.com' };
const HOUR = 3600;

/** The login slowdowns in force (server/plugins/rate-limit.ts). */
const PER_CLIENT = DEFAULT_RATE_LIMITS.loginFailuresPerClient;
const PER_ACCOUNT = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
/** The longest wait, in seconds. */
const CAP = PER_ACCOUNT.maxDelay / 1000;
/**
 * The wait docs/api.md promises once a count has reached `failures` (at least the free ones),
 * in seconds: the first delay, doubled for each failure since, at most the cap.
 */
const waitAfter = (failures: number, rule = PER_ACCOUNT) =>
  Math.min(rule.firstDelay * 2 ** (failures - rule.free), rule.maxDelay) / 1000;
/** docs/api.md: wrong passwords an attacker can have checked in any hour, and in any two. */
const BOUND_ONE_HOUR = 30;
const BOUND_TWO_HOURS = 42;

/** "Crème brûlée au café" as one code point per accented letter, and decomposed. */
const NFC_PASSWORD = 'Cr\u00e8me br\u00fbl\u00e9e au caf\u00e9';
const NFD_PASSWORD = NFC_PASSWORD.normalize('NFD');

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

/**
 * Stops Date.now() (Date only: timers, the databases and argon2 run as usual) and returns a way
 * to move it on, so that minutes of waiting take no time.
 */
function stopClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
}

describe.each(drivers)('login limits on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  /** The real login slowdowns; the per-IP attempt limit stays generous. */
  const rateLimits = {
    loginFailuresPerClient: DEFAULT_RATE_LIMITS.loginFailuresPerClient,
    loginFailuresPerAccount: DEFAULT_RATE_LIMITS.loginFailuresPerAccount,
  };

  beforeEach(async () => {
    await truncateAll(handle.db);
    app = await appForTest(handle.db, { trustProxy: true, rateLimits });
    await signup(app, OWNER);
  });

  let next = 0;
  /** A new client address for every call. */
  const freshIp = () => `198.51.${Math.floor(++next / 250)}.${(next % 250) + 1}`;
  const loginTo = (target: FastifyInstance, ip: string, password: string, cookie?: string) =>
    post(
      target,
      '/api/auth/login',
      { email: OWNER.email, password },
      { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    );
  const loginFrom = (ip: string, password: string, cookie?: string) =>
    loginTo(app, ip, password, cookie);
  const deviceCookie = (response: { cookies: { name: string; value: string }[] }) => {
    const device = response.cookies.find((c) => c.name === 'device');
    if (!device) throw new Error('no device cookie');
    return `device=${device.value}`;
  };

  /**
   * One wrong password that waits as long as it is told to until it is checked (401); the
   * waits it was given, in seconds.
   */
  async function persistentGuess(later: (seconds: number) => void, ip: () => string) {
    const waits: number[] = [];
    for (;;) {
      const answer = await loginFrom(ip(), `guess ${++next}`);
      if (answer.statusCode === 401) return waits;
      expect(answer.statusCode).toBe(429);
      waits.push(retryAfter(answer));
      later(retryAfter(answer));
    }
  }

  it('lets the owner in from a new address after 10 addresses made 2 wrong guesses each: after the cap at most, not an hour', async () => {
    const later = stopClock();
    for (let i = 0; i < 10; i++) {
      const ip = freshIp();
      for (let j = 0; j < 2; j++) {
        for (const wait of await persistentGuess(later, () => ip)) {
          expect(wait).toBeLessThanOrEqual(CAP);
        }
      }
    }
    const owner = await loginFrom(freshIp(), PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBe(waitAfter(20));
    expect(retryAfter(owner)).toBeLessThanOrEqual(CAP);
    expect(owner.json().message).toBe(`Too many failed logins, retry in ${CAP} seconds`);
    later(retryAfter(owner));
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(200);
  });

  it('slows a shared address down after 6 wrong passwords instead of locking the owner there out for 15 minutes', async () => {
    const later = stopClock();
    const ip = freshIp();
    const tries: number[] = [];
    for (let i = 0; i < 6; i++) tries.push((await loginFrom(ip, `wrong ${i}`)).statusCode);
    expect(tries).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner, behind the same address, with the right password.
    const owner = await loginFrom(ip, PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBe(waitAfter(PER_CLIENT.free, PER_CLIENT));
    later(retryAfter(owner));
    expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
    // A right password forgives the address: the next typo there costs no wait.
    expect((await loginFrom(ip, 'one typo')).statusCode).toBe(401);
    expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
  });

  it(`lets ${PER_ACCOUNT.free} guesses through at once from rotating addresses, then makes every attempt wait without checking the password`, async () => {
    stopClock();
    const guesses = await Promise.all(
      Array.from({ length: PER_ACCOUNT.free + 15 }, (_, i) => loginFrom(freshIp(), `guess ${i}`)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const refused of guesses.filter((r) => r.statusCode === 429)) {
      expect(retryAfter(refused)).toBe(waitAfter(PER_ACCOUNT.free));
      expect(refused.json().message).toBe(
        `Too many failed logins, retry in ${waitAfter(PER_ACCOUNT.free)} seconds`,
      );
    }

    // While the wait runs the password is not checked: the right one gets the same 429 from a
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

  it(`makes each further guess wait twice as long, up to ${CAP / 60} minutes: at most ${BOUND_ONE_HOUR} guesses in any hour, however many addresses`, async () => {
    const later = stopClock();
    const started = Date.now();
    /** When each wrong password was checked, in seconds since the start. */
    const checked: number[] = [];
    const waits: number[] = [];
    while (Date.now() - started < 2 * HOUR * 1000) {
      // Three guesses at once, each from a new address: sending more at once gains nothing.
      const answers = await Promise.all(
        [1, 2, 3].map((i) => loginFrom(freshIp(), `guess ${checked.length}.${i}`)),
      );
      const now = (Date.now() - started) / 1000;
      for (const answer of answers) if (answer.statusCode === 401) checked.push(now);
      const refused = answers.filter((a) => a.statusCode === 429);
      if (refused.length === 0) continue;
      // Once waits begin, one guess of each three gets through; the others hear the same wait.
      expect(refused).toHaveLength(2);
      const wait = retryAfter(refused[0]!);
      for (const other of refused) expect(retryAfter(other)).toBe(wait);
      waits.push(wait);
      later(wait);
    }
    // 1, 2, 4, ... 256 seconds, then the cap for as long as the guessing goes on.
    const ramp = Array.from({ length: 10 }, (_, i) => waitAfter(PER_ACCOUNT.free + i));
    expect(waits.slice(0, 10)).toEqual(ramp);
    expect(ramp.at(-1)).toBe(CAP);
    expect(new Set(waits.slice(10))).toEqual(new Set([CAP]));
    // The bound in docs/api.md, in every hour-long stretch.
    for (const start of checked) {
      const inHour = checked.filter((t) => t >= start && t < start + HOUR);
      expect(inHour.length).toBeLessThanOrEqual(BOUND_ONE_HOUR);
    }
    expect(checked.length).toBeLessThanOrEqual(BOUND_TWO_HOURS);
    // The first hour reaches it within one guess.
    expect(checked.filter((t) => t < HOUR).length).toBeGreaterThanOrEqual(BOUND_ONE_HOUR - 1);

    // A quiet spell forgets one failure per five minutes: after 19 of them, all are forgotten
    // and the free guesses are back.
    later((19 * PER_ACCOUNT.forgetEvery) / 1000);
    const fresh = await Promise.all(
      Array.from({ length: PER_ACCOUNT.free + 1 }, (_, i) => loginFrom(freshIp(), `late ${i}`)),
    );
    expect(fresh.filter((r) => r.statusCode === 401)).toHaveLength(PER_ACCOUNT.free);
  }, 120_000);

  it('never holds up a browser that logged in before, whatever others do', async () => {
    const later = stopClock();
    const cookie = deviceCookie(await loginFrom(freshIp(), PASSWORD));
    const shared = freshIp();
    let held = 0;
    for (let step = 0; step < 25; step++) {
      // A guess from a new address, and one from an address the owner shares with the guesser.
      const [guess, neighbour] = await Promise.all([
        loginFrom(freshIp(), `guess ${step}`),
        loginFrom(shared, `guess ${step}b`),
      ]);
      // Right after it, while everyone else must wait: the owner's browser, from either address.
      expect((await loginFrom(freshIp(), PASSWORD, cookie)).statusCode).toBe(200);
      expect((await loginFrom(shared, PASSWORD, cookie)).statusCode).toBe(200);
      const waits = [guess, neighbour].filter((r) => r.statusCode === 429).map(retryAfter);
      if (waits.length > 0) held++;
      later(Math.max(0, ...waits));
    }
    // Everyone else was held up at every step once the free failures were spent.
    expect(held).toBeGreaterThanOrEqual(20);
  });

  it('lets a browser that logged in before through while the account is under attack', async () => {
    stopClock();
    const cookie = deviceCookie(await loginFrom(freshIp(), PASSWORD));
    for (let i = 0; i < PER_ACCOUNT.free + 5; i++) await loginFrom(freshIp(), `guess ${i}`);
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(429);

    // The owner's browser, from yet another address.
    const owner = await loginFrom(freshIp(), PASSWORD, cookie);
    expect(owner.statusCode).toBe(200);

    // A forged or tampered token is no token: the account's shared count applies.
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

    // The device has its own count: wrong passwords from it are slowed down too.
    const ip = freshIp();
    for (let i = 0; i < PER_CLIENT.free; i++) {
      expect((await loginFrom(ip, `typo ${i}`, cookie)).statusCode).toBe(401);
    }
    const slowed = await loginFrom(ip, PASSWORD, cookie);
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBe(waitAfter(PER_CLIENT.free, PER_CLIENT));
  });

  it(`slows an address down after ${PER_CLIENT.free} wrong passwords, counting failures only`, async () => {
    const later = stopClock();
    const ip = freshIp();
    // Right passwords do not count.
    for (let i = 0; i < PER_CLIENT.free + 3; i++) {
      expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < PER_CLIENT.free; i++) {
      expect((await loginFrom(ip, `typo ${i}`)).statusCode).toBe(401);
    }
    const refused = await loginFrom(ip, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(waitAfter(PER_CLIENT.free, PER_CLIENT));
    // Other addresses are not held up by this one.
    expect((await loginFrom(freshIp(), PASSWORD)).statusCode).toBe(200);
    // Each further failure from it doubles the wait.
    later(retryAfter(refused));
    expect((await loginFrom(ip, 'one typo more')).statusCode).toBe(401);
    const longer = await loginFrom(ip, PASSWORD);
    expect(retryAfter(longer)).toBe(waitAfter(PER_CLIENT.free + 1, PER_CLIENT));
    later(retryAfter(longer));
    expect((await loginFrom(ip, PASSWORD)).statusCode).toBe(200);
  });

  it('counts an unknown email like a known one (no hint that the account exists)', async () => {
    stopClock();
    const from = (email: string) =>
      post(app, '/api/auth/login', { email, password: 'guess' }, { 'x-forwarded-for': freshIp() });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PER_ACCOUNT.free + 2; i++) {
      known.push((await from(OWNER.email)).statusCode);
      unknown.push((await from('nobody@example.com')).statusCode);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });

  const withRedis = redisTests.run ? it : it.skip;
  withRedis('shares the counts between replicas through Redis', async () => {
    const redis = await startRedis();
    onTestFinished(() => redis.stop());
    const replica = async () => {
      const client = new Redis(redis.url, redisOptions());
      onTestFinished(() => {
        client.disconnect();
      });
      await once(client, 'ready');
      return appForTest(handle.db, { redis: client, trustProxy: true, rateLimits });
    };
    const a = await replica();
    const b = await replica();
    const cookie = deviceCookie(await loginTo(a, freshIp(), PASSWORD));
    for (let i = 0; i < PER_ACCOUNT.free; i++) {
      expect((await loginTo(i % 2 ? b : a, freshIp(), `guess ${i}`)).statusCode).toBe(401);
    }
    // Each replica has seen half of the failures; both make the next client wait.
    for (const target of [a, b]) {
      const refused = await loginTo(target, freshIp(), PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(retryAfter(refused)).toBe(waitAfter(PER_ACCOUNT.free));
    }
    // The browser that logged in before is held up by neither.
    expect((await loginTo(a, freshIp(), PASSWORD, cookie)).statusCode).toBe(200);
    expect((await loginTo(b, freshIp(), PASSWORD, cookie)).statusCode).toBe(200);
    // Once the wait has run (on Redis's clock: this one is real), a guess on one replica makes
    // the other's wait twice as long.
    await new Promise((resolve) => setTimeout(resolve, waitAfter(PER_ACCOUNT.free) * 1000 + 100));
    expect((await loginTo(b, freshIp(), 'one more guess')).statusCode).toBe(401);
    const longer = await loginTo(a, freshIp(), PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBe(waitAfter(PER_ACCOUNT.free + 1));
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
