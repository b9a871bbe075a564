// Answers that depend on who is asking are never stored by a cache (docs/api.md, Caching):
// every route that reads the session, as the app lists its routes, answers with
// `Cache-Control: no-store` and `Vary: Cookie`, its errors included; a route added later is
// covered without being named anywhere.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../server/lib/api-paths';
import {
  buildTestApp,
  drivers,
  login,
  markVerified,
  routesOf,
  signup,
  SITE_URL,
  testDatabase,
} from './support/helper';

const OWNER = { username: 'site_owner', email: 'owner@example.com' };
const READER = { username: 'reader', email: 'reader@example.com' };
const INBOX_TOKEN = 'test-inbox-token-0123456789abcdef';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Method = InjectOptions['method'];

/** Whether an answer may be kept by no cache, and says it varies with the cookie. */
function isPrivate(response: LightMyRequestResponse) {
  const cache = String(response.headers['cache-control'] ?? '');
  const vary = String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return /\bno-store\b/.test(cache) && vary.includes('cookie');
}

describe.each(drivers)('answers that depend on the session on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  const cookies: Record<'owner' | 'reader', string> = { owner: '', reader: '' };

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { ownerEmails: [OWNER.email], inboxToken: INBOX_TOKEN });
    for (const account of [OWNER, READER]) await signup(app, account);
    await markVerified(handle.db, OWNER.email);
    cookies.owner = await login(app, OWNER.email);
    cookies.reader = await login(app, READER.email);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A live session for this account: logs in again if a route (logout) ended the last one. */
  async function liveCookie(who: 'owner' | 'reader') {
    const check = await app.inject({ url: '/api/account', headers: { cookie: cookies[who] } });
    if (check.statusCode !== 200) {
      cookies[who] = await login(app, who === 'owner' ? OWNER.email : READER.email);
    }
    return cookies[who];
  }

  it('marks every answer of every route that reads the session, errors included', async () => {
    const routes = routesOf(app).filter(
      (route) => isApiPath(route.url) && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(40);
    const privateRoutes: string[] = [];
    const problems: string[] = [];
    for (const { method, url: pattern } of routes) {
      const url = pattern.replace(/:[^/]+/g, MISSING_ID).replace(/\*/g, 'x');
      const write = !['GET', 'HEAD'].includes(method);
      // Asked from the site, with the inbox token and (for writes) from another origin, which
      // the CSRF check refuses; each way with no cookie, a forged one, a reader's, the owner's.
      const ways: [string, Record<string, string>][] = [
        ['', {}],
        [' with the inbox token', { authorization: `Bearer ${INBOX_TOKEN}` }],
      ];
      if (write) ways.push([' from another origin', { origin: 'https://evil.example' }]);
      const answers: { who: string; response: LightMyRequestResponse }[] = [];
      // A route reads the session when any answer is marked, or when a cookie changes what it
      // answers (status, body, cookies set) to a request that is otherwise the same.
      let readsSession = false;
      const seen = (response: LightMyRequestResponse) =>
        JSON.stringify([response.statusCode, response.body, response.headers['set-cookie']]);
      for (const [how, extra] of ways) {
        let anonymous: string | undefined;
        for (const who of ['nobody', 'a forged cookie', 'a reader', 'the owner'] as const) {
          const cookie =
            who === 'nobody'
              ? undefined
              : who === 'a forged cookie'
                ? 'session=not-a-token'
                : await liveCookie(who === 'a reader' ? 'reader' : 'owner');
          const headers = { ...extra, ...(cookie ? { cookie } : {}) };
          const response = await app.inject({
            method: method as Method,
            url,
            headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(write ? { payload: '{}' } : {}),
          });
          answers.push({ who: `${who}${how}`, response });
          anonymous ??= seen(response);
          if (isPrivate(response) || seen(response) !== anonymous) readsSession = true;
        }
      }
      if (!readsSession) continue;
      privateRoutes.push(`${method} ${pattern}`);
      for (const { who, response } of answers) {
        if (!isPrivate(response)) {
          problems.push(
            `${method} ${url} for ${who}: ${response.statusCode}, cache-control ${response.headers['cache-control']}, vary ${response.headers.vary}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    // The routes of the session (signing in, the account, the owner's API) are among them,
    // with the comment routes a session writes and every one the app lists under those paths.
    const under = (prefix: string) =>
      routes
        .filter((route) => route.url === prefix || route.url.startsWith(`${prefix}/`))
        .map((route) => `${route.method} ${route.url}`);
    const expected = [...under('/api/auth'), ...under('/api/account'), ...under('/api/admin')];
    expect(expected.length).toBeGreaterThan(30);
    expect(privateRoutes).toEqual(expect.arrayContaining([...expected, 'POST /api/comments']));
    // Fastify's tree shows DELETE /api/comments/:id beside GET /api/comments/:postSlug.
    expect(privateRoutes.filter((route) => route.startsWith('DELETE /api/comments/'))).toHaveLength(
      1,
    );
  });

  it('gives an unknown API path the same marks, so the owner’s 404 looks like any other', async () => {
    for (const url of ['/api/admin/no-such-route', '/api/no-such-route']) {
      const response = await app.inject({ url, headers: { cookie: cookies.reader } });
      expect(response.statusCode, url).toBe(404);
      expect(isPrivate(response), url).toBe(true);
    }
    const owners = await app.inject({ url: '/api/admin/me' });
    expect(owners.statusCode).toBe(404);
    expect(owners.headers.vary).toBe(
      (await app.inject({ url: '/api/admin/no-such-route' })).headers.vary,
    );
  });

  it('keeps public answers cacheable', async () => {
    for (const cookie of [undefined, await liveCookie('reader')]) {
      const feed = await app.inject({ url: '/api/feed', headers: cookie ? { cookie } : {} });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['cache-control']).toBe('public, max-age=60');
      expect(String(feed.headers.vary ?? '')).not.toMatch(/cookie/i);
    }
  });

  it('marks a route added later that reads the session, whether or not it says so', async () => {
    const extended = await buildTestApp(handle.db, {}, (more) => {
      // Reads the token itself, with no hook: marked because the session was read.
      more.get('/api/later/reads-token', async (request) => ({
        signedIn: more.sessions.tokenOf(request) !== undefined,
      }));
      // Checks the session in a hook: marked on every answer, the 401 and a 403 included.
      more.post('/api/later/signed-in', { preHandler: more.authenticate }, async (request) => ({
        name: request.user?.username,
      }));
      more.get('/api/later/public', async () => ({ ok: true }));
    });
    try {
      const reader = await login(extended, READER.email);
      const send = (method: Method, url: string, headers: Record<string, string> = {}) =>
        extended.inject({ method, url, headers });
      for (const response of [
        await send('GET', '/api/later/reads-token'),
        await send('GET', '/api/later/reads-token', { cookie: reader }),
        await send('POST', '/api/later/signed-in'),
        await send('POST', '/api/later/signed-in', { cookie: reader }),
        await send('POST', '/api/later/signed-in', {
          cookie: reader,
          origin: 'https://evil.example',
        }),
      ]) {
        expect(isPrivate(response), `${response.statusCode} ${response.body}`).toBe(true);
      }
      const refused = await send('POST', '/api/later/signed-in', {
        cookie: reader,
        origin: 'https://evil.example',
      });
      expect(refused.statusCode).toBe(403);
      expect((await send('POST', '/api/later/signed-in')).statusCode).toBe(401);
      const open = await send('GET', '/api/later/public', { cookie: reader, origin: SITE_URL });
      expect(open.statusCode).toBe(200);
      expect(isPrivate(open)).toBe(false);
    } finally {
      await extended.close();
    }
  });
});
