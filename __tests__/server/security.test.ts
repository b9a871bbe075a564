import http from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { RateLimits } from '../../server/plugins/rate-limit';
import {
  appForTest,
  buildTestApp,
  countRows,
  drivers,
  get,
  login,
  PASSWORD,
  post,
  sessionToken,
  signup,
  SITE_URL,
  truncateAll,
  testDatabase,
} from './support/helper';

/** The site also served as this origin (SITE_ALIASES, or loopback in development). */
const ALIAS = 'http://127.0.0.1:8000';

describe.each(drivers)('security on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { siteOrigins: [SITE_URL, ALIAS] });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await truncateAll(handle.db);
  });

  describe('headers', () => {
    it('sets helmet headers, a request id, and a deny-all CSP on API responses', async () => {
      const { headers } = await get(app, '/api/claps/hello-world');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives pages of a build without a CSP manifest a baseline that leaves their scripts alone', async () => {
      const csp = String((await get(app, '/some-page')).headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toMatch(/script-src|style-src|default-src/);
    });
  });

  describe('CORS', () => {
    it('allows the site origin with credentials', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/comments',
        headers: {
          origin: SITE_URL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE_URL);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    });

    it('allows the site under its aliases too', async () => {
      const response = await get(app, '/api/comments/hello-world', { origin: ALIAS });
      expect(response.headers['access-control-allow-origin']).toBe(ALIAS);
    });

    it('does not allow any other origin', async () => {
      const response = await get(app, '/api/comments/hello-world', {
        origin: 'https://evil.example',
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request from a foreign origin with 403 and writes nothing', async () => {
      await signup(app, { username: 'victim', email: 'victim@example.com' });
      const cookie = await login(app, 'victim@example.com');
      const before = await countRows(handle.db);
      for (const origin of ['https://evil.example', 'null', 'http://localhost:8000.evil.example']) {
        const headers = { cookie, origin };
        const attempts = [
          post(app, '/api/comments', { postSlug: 'hello-world', text: 'csrf' }, headers),
          post(app, '/api/claps/hello-world', { count: 50 }, headers),
          post(app, '/url', { url: `${SITE_URL}/blog` }, headers),
          post(app, '/api/auth/logout', undefined, headers),
          post(
            app,
            '/api/auth/signup',
            { username: 'csrf_user', email: 'c@example.com', password: PASSWORD },
            headers,
          ),
        ];
        for (const response of await Promise.all(attempts)) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
        }
      }
      expect(await countRows(handle.db)).toEqual(before);
    });

    it('lets through the site origin, its aliases, and requests without Origin (curl)', async () => {
      for (const headers of [{ origin: SITE_URL }, { origin: ALIAS }, {}]) {
        const response = await post(app, '/api/claps/hello-world', { count: 1 }, headers);
        expect(response.statusCode).toBe(200);
      }
    });

    it('compares the whole origin with the list, never with the Host header', async () => {
      const refused = [
        // A page on evil.example posting to a server reached as evil.example (DNS rebinding).
        { host: 'evil.example', origin: 'http://evil.example' },
        // The site's own host, another scheme or port.
        { origin: 'https://localhost:8000' },
        { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:9000' },
      ];
      for (const headers of refused) {
        const response = await post(app, '/api/claps/hello-world', { count: 1 }, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json().message).toBe('Cross-origin request refused');
      }
    });
    it('refuses the same foreign origins over a real connection, Host header and all', async () => {
      const server = await buildTestApp(handle.db, { siteOrigins: [SITE_URL, ALIAS] });
      onTestFinished(() => server.close());
      const address = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
      const send = (headers: Record<string, string>) =>
        new Promise<{ status?: number; body: string }>((resolve, reject) => {
          const body = JSON.stringify({ count: 1 });
          const request = http.request(
            {
              host: address.hostname,
              port: address.port,
              path: '/api/claps/hello-world',
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk));
              response.on('end', () => resolve({ status: response.statusCode, body: text }));
            },
          );
          request.on('error', reject);
          request.end(body);
        });
      for (const headers of [
        { host: 'evil.example', origin: 'http://evil.example' },
        { host: 'localhost:8000', origin: 'https://localhost:8000' },
      ]) {
        const response = await send(headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(JSON.parse(response.body).message).toBe('Cross-origin request refused');
      }
      expect((await send({ origin: SITE_URL })).status).toBe(200);
    });
  });

  describe('answers every 4xx on the API as JSON with a message', () => {
    it.each([
      ['POST', '/api/health', 'GET, HEAD'],
      ['PUT', '/api/auth/login', 'POST'],
      ['GET', '/api/auth/logout', 'POST'],
      ['DELETE', '/api/claps/hello-world', 'GET, HEAD, POST'],
      ['PATCH', '/api/feed', 'GET, HEAD'],
      ['GET', '/url', 'POST'],
      ['PUT', '/url?url=http://localhost:8000/blog', 'POST'],
      ['POST', '/s/abcdefg', 'GET, HEAD'],
    ])('%s %s: 405 with Allow: %s', async (method, url, allow) => {
      const response = await app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json().message).toBe(
        `Method ${method} not allowed; use ${allow.replace(', ', ' or ').replace(', ', ' or ')}`,
      );
    });

    it('keeps 404 for API paths that do not exist', async () => {
      const missing = await get(app, '/api/nothing-here');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Route GET /api/nothing-here not found');
    });

    it.each(['/api/claps/hello-world', '/api/health', '/blog/'])(
      'refuses a preflight without its headers on %s with JSON',
      async (url) => {
        const response = await app.inject({ method: 'OPTIONS', url });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json().message).toBe('Invalid Preflight Request');
      },
    );

    it('still answers a real preflight from the site', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/claps/hello-world',
        headers: { origin: SITE_URL, 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE_URL);
    });
  });

  describe('body limits', () => {
    it('refuses an oversized body with 413 before parsing it', async () => {
      const huge = JSON.stringify({ postSlug: 'hello-world', text: 'x'.repeat(70_000) });
      const response = await post(app, '/api/auth/signup', huge);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/too large/i);
      const claps = await post(
        app,
        '/api/claps/hello-world',
        JSON.stringify({ count: 1, pad: 'x'.repeat(2000) }),
      );
      expect(claps.statusCode).toBe(413);
    });

    it('refuses other content types with 415', async () => {
      const response = await post(app, '/api/auth/login', 'email=a@b.c&password=x', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('rate limits', () => {
    const ONE_MINUTE = 60_000;

    it('limits login per client IP', async () => {
      const limited = await appForTest(handle.db, {
        rateLimits: { loginPerIp: { max: 3, timeWindow: ONE_MINUTE } },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await post(limited, '/api/auth/login', { email: `u${i}@example.com`, password: 'x' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const refused = await post(limited, '/api/auth/login', {
        email: 'u@example.com',
        password: 'x',
      });
      expect(refused.json().message).toMatch(/rate limit/i);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it.each([
      [
        'signupPerIp',
        (i: number) => [
          '/api/auth/signup',
          { username: `user${i}`, email: `s${i}@example.com`, password: PASSWORD },
        ],
      ],
      [
        'signupPerEmail',
        (i: number) => [
          '/api/auth/signup',
          { username: `same${i}`, email: 'same@example.com', password: PASSWORD },
        ],
      ],
      ['claps', () => ['/api/claps/hello-world', { count: 1 }]],
      ['shorten', () => ['/url', { url: `${SITE_URL}/blog` }]],
    ] as [keyof RateLimits, (i: number) => [string, unknown]][])(
      'limits %s',
      async (name, body) => {
        const limited = await appForTest(handle.db, {
          rateLimits: { [name]: { max: 2, timeWindow: ONE_MINUTE } },
        });
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const [url, payload] = body(i);
          statuses.push((await post(limited, url, payload)).statusCode);
        }
        expect(statuses[2]).toBe(429);
        expect(statuses.slice(0, 2)).not.toContain(429);
      },
    );

    it('limits comments per client', async () => {
      const limited = await appForTest(handle.db, {
        rateLimits: { comments: { max: 2, timeWindow: ONE_MINUTE } },
      });
      await signup(limited, { username: 'chatty', email: 'chatty@example.com' });
      const cookie = await login(limited, 'chatty@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await post(
              limited,
              '/api/comments',
              { postSlug: 'hello-world', text: `#${i}` },
              { cookie },
            )
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    });

    it('limits the contact form', async () => {
      const limited = await appForTest(handle.db, {
        rateLimits: { contact: { max: 1, timeWindow: ONE_MINUTE } },
      });
      const form = () => {
        const data = new FormData();
        for (const [k, v] of Object.entries({
          user_name: 'A',
          user_email: 'a@example.com',
          user_message: 'hi',
          service_id: 's',
          template_id: 't',
          user_id: 'u',
        }))
          data.append(k, v);
        return data;
      };
      expect((await post(limited, '/api/v1.0/email/send-form', form())).statusCode).toBe(200);
      expect((await post(limited, '/api/v1.0/email/send-form', form())).statusCode).toBe(429);
    });
  });

  describe('logs', () => {
    it('carry request ids and never a password, cookie or token', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await buildTestApp(handle.db, { logger: { level: 'trace', stream } });
      let token = '';
      try {
        const secret = 'a very secret passphrase 42';
        await signup(logged, { username: 'logged', email: 'logged@example.com', password: secret });
        const cookie = await login(logged, 'logged@example.com', secret);
        token = sessionToken(cookie);
        await post(logged, '/api/auth/login', {
          email: 'logged@example.com',
          password: 'wrong-password-xyz',
        });
        await post(
          logged,
          '/api/comments',
          { postSlug: 'hello-world', text: 'hi' },
          { cookie, authorization: 'Bearer abc.def' },
        );
        await post(logged, '/api/auth/logout', undefined, { cookie });
      } finally {
        await logged.close();
      }
      const log = lines.join('');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(log).not.toContain(token);
      expect(lines.length).toBeGreaterThan(5);
      const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(
        entries
          .filter((e) => e.msg === 'incoming request')
          .every((e) => typeof e.reqId === 'string'),
      ).toBe(true);
      expect(log).not.toContain('secret passphrase');
      expect(log).not.toContain('wrong-password-xyz');
      expect(log).not.toContain('abc.def');
    });
  });

  describe('health', () => {
    it('reports the database reachable', async () => {
      const response = await get(app, '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('answers 503 when the database is not reachable', async () => {
      const down = await appForTest({
        ...handle.db,
        ping: async () => {
          throw new Error('connection refused');
        },
      });
      const response = await get(down, '/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    });
  });

  describe('unknown routes', () => {
    it('answers JSON 404 under /api and plain 404 elsewhere', async () => {
      const api = await get(app, '/api/nope');
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toMatch(/not found/);
      expect((await get(app, '/no-such-page')).statusCode).toBe(404);
    });
  });
});
