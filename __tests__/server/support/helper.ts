import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import type { Mail, Mailer } from '../../../server/mail/mailer';
import type { RateLimits } from '../../../server/plugins/rate-limit';

export * from './database';

export const SITE_URL = 'http://localhost:8000';
export const PASSWORD = 'correct horse battery staple';

/** The posts the fake content service knows, with their `claps` (undefined = field absent). */
const POSTS = { 'hello-world': 5, 'no-claps-yet': undefined, 'second-post': 0 };

export function fakeContent(posts: Record<string, number | undefined> = POSTS) {
  const reader = {
    calls: 0,
    getPostClaps: async (slug: string) => {
      reader.calls++;
      return Object.hasOwn(posts, slug) ? (posts[slug] ?? 0) : null;
    },
  };
  return reader;
}

// Generous unless a test sets a limit, so one test's requests never trip another's.
const NO_SLOWDOWN = { free: 100_000, firstDelay: 1000, maxDelay: 1000, forgetEvery: 60_000 };
const GENEROUS = {
  ...Object.fromEntries(
    ['loginPerIp', 'signupPerIp', 'signupPerEmail', 'comments', 'claps', 'shorten', 'contact']
      .concat(['verifyMailPerEmail', 'verifyMailPerIp', 'resetMailPerEmail', 'resetMailPerIp'])
      .concat(['emailLinks', 'accountChanges', 'passkeys', 'previewLinks', 'previews'])
      .concat(['commentsPerAccount', 'commentsPerAccountHour'])
      .map((name) => [name, { max: 100_000, timeWindow: 60_000 }]),
  ),
  loginFailuresPerClient: NO_SLOWDOWN,
  loginFailuresPerAccount: NO_SLOWDOWN,
} as RateLimits;

/**
 * Mail kept in memory, for suites that do not read it (the mail suites send through a real
 * SMTP server: `mail: { smtpUrl }` and __tests__/support/smtp.ts).
 */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    kind: 'outbox',
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
    close: () => {},
  };
}

/**
 * The real app on the given database (no site, no feed file), ready for `app.inject`;
 * `extend` may add routes first, as a future plugin would.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  options: Partial<AppOptions> = {},
  extend?: (app: FastifyInstance) => void,
) {
  const app = await buildApp({
    mailer: options.mail ? undefined : memoryMailer(),
    publicDir: path.join(os.tmpdir(), 'portfolio-no-site'),
    database,
    content: fakeContent(),
    siteUrl: SITE_URL,
    feed: { file: path.join(os.tmpdir(), 'portfolio-no-feed.json') },
    ...options,
    rateLimits: { ...GENEROUS, ...options.rateLimits },
  });
  extend?.(app);
  await app.ready();
  return app;
}

/**
 * Every route the app has, read from Fastify's own route tree (printRoutes nests a path under
 * the longest prefix it shares with another, four columns per level).
 */
export function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

/** An app that lives for the current test only. */
export async function appForTest(database: DatabaseHandle, options: Partial<AppOptions> = {}) {
  const app = await buildTestApp(database, options);
  onTestFinished(() => app.close());
  return app;
}

type Headers = InjectOptions['headers'];

export function get(app: FastifyInstance, url: string, headers: Headers = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** A POST; a string or Buffer body is sent as JSON unless the headers name another type. */
export function post(app: FastifyInstance, url: string, payload?: unknown, headers: Headers = {}) {
  const raw = typeof payload === 'string' || Buffer.isBuffer(payload);
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers: raw ? { 'content-type': 'application/json', ...headers } : headers,
  });
}

export async function signup(
  app: FastifyInstance,
  user: { username: string; email: string; password?: string },
): Promise<void> {
  const response = await post(app, '/api/auth/signup', { password: PASSWORD, ...user });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
}

/** Logs in; the session cookie comes back as a `cookie` request header value. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await post(app, '/api/auth/login', { email, password });
  const cookie = response.cookies.find((c) => c.name.endsWith('session'));
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export const sessionToken = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/**
 * Marks the account's address verified, as opening its link would (the link itself is
 * exercised in email-links.test.ts): the owner's role needs it.
 */
export async function markVerified(database: DatabaseHandle, email: string): Promise<void> {
  await database.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.email, email.toLowerCase()));
}
