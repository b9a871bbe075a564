import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sitePages } from '../../server/data/analytics/beacons';
import { utcDay } from '../../server/data/analytics/days';
import type { DatabaseHandle } from '../../server/db/client';
import { analyticsViews, analyticsVitals } from '../../server/db/schema';
import {
  appForTest,
  buildTestApp,
  drivers,
  login,
  markVerified,
  post,
  signup,
  SITE_URL,
  testDatabase,
} from './support/helper';
import { random } from './support/random';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Safari/537.36';

/** What navigator.sendBeacon(url, string) sends from a page of the site. */
const BEACON = {
  'content-type': 'text/plain;charset=UTF-8',
  origin: SITE_URL,
  'user-agent': CHROME,
};

const PAGEVIEW = {
  type: 'pageview',
  path: '/blog',
  referrer: 'https://news.example/item?id=1',
  device: 'desktop',
};
const VITALS = {
  type: 'vitals',
  path: '/blog',
  metrics: { LCP: 1234.5, INP: 80, CLS: 0.02, FCP: 900, TTFB: 120 },
};

/** A built site with a few pages, as Gatsby writes them. */
function makeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-events-site-'));
  for (const file of ['index.html', 'blog/index.html', 'blog/hello-world/index.html', '404.html'])
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  for (const file of ['index.html', 'blog/index.html', 'blog/hello-world/index.html', '404.html'])
    fs.writeFileSync(path.join(dir, file), '<!doctype html><title>page</title>');
  fs.writeFileSync(path.join(dir, 'about.html'), '<!doctype html><title>about</title>');
  fs.writeFileSync(path.join(dir, 'app-1234.js'), '');
  return dir;
}

function send(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { ...BEACON, ...headers },
  });
}

async function stored(database: DatabaseHandle) {
  const views = await database.db.select().from(analyticsViews);
  const vitals = await database.db.select().from(analyticsVitals);
  return { views, vitals };
}

async function rowCount(database: DatabaseHandle) {
  const { views, vitals } = await stored(database);
  return views.length + vitals.length;
}

type Beacon = { at: number; body: Record<string, unknown> };

/**
 * What `visitors` readers behind one address send over a few minutes at a busy time (docs/
 * analytics.md, "Many readers behind one address"): each arrives within the first minute,
 * reads 1 to 8 pages at 1 to 3 pages a minute (20 to 60 s on each), and every page is a full
 * load, so it sends its view on arrival and its vitals when it is left (the most beacons a page
 * can cost; a link followed inside the site sends no vitals).
 */
function readers(visitors: number, seed: number): Beacon[] {
  const next = random(seed);
  const pages = ['/', '/blog', '/blog/hello-world', '/about'];
  const devices = ['mobile', 'tablet', 'desktop'];
  const beacons: Beacon[] = [];
  for (let v = 0; v < visitors; v++) {
    let at = Math.floor(next() * 60_000);
    const reads = 1 + Math.floor(next() * 8);
    for (let p = 0; p < reads; p++) {
      const path = pages[Math.floor(next() * pages.length)]!;
      const device = devices[Math.floor(next() * devices.length)]!;
      const referrer = p === 0 ? 'https://news.example/' : '';
      beacons.push({ at, body: { type: 'pageview', path, referrer, device } });
      at += 20_000 + Math.floor(next() * 40_000);
      beacons.push({ at, body: { type: 'vitals', path, metrics: { LCP: 1800, TTFB: 200 } } });
    }
  }
  return beacons.sort((a, b) => a.at - b.at);
}

describe.each(drivers)('POST /api/events on %s', (driver) => {
  const handle = testDatabase(driver);
  const site = makeSite();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db, {
      publicDir: site,
      ownerEmails: ['owner@example.com'],
      rateLimits: { events: { max: 100_000, timeWindow: 60_000 } },
    });
    await signup(app, { username: 'owner', email: 'owner@example.com' });
    await markVerified(handle.db, 'owner@example.com');
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.db.delete(analyticsViews);
    await handle.db.db.delete(analyticsVitals);
  });

  it('stores a page view and its vitals, and the owner sees them in the summary at once', async () => {
    const view = await send(app, PAGEVIEW);
    expect(view.statusCode).toBe(204);
    expect(view.body).toBe('');
    expect(view.headers['set-cookie']).toBeUndefined();
    expect((await send(app, VITALS)).statusCode).toBe(204);

    const cookie = await login(app, 'owner@example.com');
    const summary = await app.inject({ url: '/api/admin/analytics?days=7', headers: { cookie } });
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    expect(body.to).toBe(utcDay());
    expect(body.views).toBe(1);
    expect(body.daily.at(-1)).toEqual({ day: utcDay(), views: 1 });
    expect(body.routes).toEqual([{ path: '/blog', views: 1 }]);
    expect(body.referrers).toEqual([{ host: 'news.example', views: 1 }]);
    expect(body.devices).toEqual({ mobile: 0, tablet: 0, desktop: 1 });
    expect(body.vitals.routes).toEqual([
      { path: '/blog', samples: 1, LCP: 1235, INP: 80, CLS: 0.02, FCP: 900, TTFB: 120 },
    ]);
    expect(body.vitals.daily.at(-1)).toEqual({
      day: utcDay(),
      samples: 1,
      LCP: 1235,
      INP: 80,
      CLS: 0.02,
      FCP: 900,
      TTFB: 120,
    });
  });

  it('stores the day, the route, the referrer host and the device class: no address, agent or cookie', async () => {
    await send(app, PAGEVIEW, { cookie: 'tracker=1', 'x-forwarded-for': '203.0.113.9' });
    await send(app, { ...VITALS, metrics: { TTFB: 95 } });
    const { views, vitals } = await stored(handle.db);
    expect(views).toEqual([
      {
        id: expect.any(Number),
        day: utcDay(),
        path: '/blog',
        referrerHost: 'news.example',
        device: 'desktop',
      },
    ]);
    expect(vitals).toEqual([
      {
        id: expect.any(Number),
        day: utcDay(),
        path: '/blog',
        lcp: null,
        inp: null,
        cls: null,
        fcp: null,
        ttfb: 95,
      },
    ]);
  });

  it('takes a JSON body as well as the text/plain one sendBeacon sends', async () => {
    const json = await send(app, PAGEVIEW, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(204);
    const plain = await send(app, PAGEVIEW, { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(204);
    expect((await stored(handle.db)).views).toHaveLength(2);
  });

  it('keeps text/plain a string on every other route', async () => {
    const response = await post(app, '/api/claps/hello-world', JSON.stringify({ count: 1 }), {
      'content-type': 'text/plain',
      origin: SITE_URL,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body must be a JSON object' });
  });

  it.each([
    ['/blog/', '/blog'],
    ['/', '/'],
    ['/about', '/about'],
    ['/blog/hello-world/', '/blog/hello-world'],
  ])('stores %s as the page %s', async (sent, kept) => {
    expect((await send(app, { ...PAGEVIEW, path: sent })).statusCode).toBe(204);
    expect((await stored(handle.db)).views.map((v) => v.path)).toEqual([kept]);
  });

  it.each([
    ['', null],
    ['https://www.google.com/', 'www.google.com'],
    ['https://News.Example:8443/a?b=c#d', 'news.example'],
    [`${SITE_URL}/blog/hello-world`, null],
    ['http://localhost:8000/', null],
    ['android-app://com.google.android.gm/', null],
    ['not a url', null],
  ])('stores the referrer %j as the host %j', async (referrer, host) => {
    await send(app, { ...PAGEVIEW, referrer });
    expect((await stored(handle.db)).views.map((v) => v.referrerHost)).toEqual([host]);
  });

  describe('drops with 204 and stores nothing', () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['Do-Not-Track', PAGEVIEW, { dnt: '1' }],
      ['Global Privacy Control', PAGEVIEW, { 'sec-gpc': '1' }],
      ['Do-Not-Track (vitals)', VITALS, { dnt: '1' }],
      ['Global Privacy Control (vitals)', VITALS, { 'sec-gpc': '1' }],
      ['an empty user agent', PAGEVIEW, { 'user-agent': '' }],
      ['a blank user agent', PAGEVIEW, { 'user-agent': '   ' }],
      [
        'Googlebot',
        PAGEVIEW,
        {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      ],
      ['curl', PAGEVIEW, { 'user-agent': 'curl/8.5.0' }],
      ['python-requests', VITALS, { 'user-agent': 'python-requests/2.32.3' }],
      ['Wget', PAGEVIEW, { 'user-agent': 'Wget/1.21.4' }],
      ['headless Chrome', VITALS, { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
      ['Lighthouse', VITALS, { 'user-agent': `${CHROME} Chrome-Lighthouse` }],
      ['Pingdom', PAGEVIEW, { 'user-agent': 'Pingdom.com_bot_version_1.4' }],
      ['a path that is no page', { ...PAGEVIEW, path: '/no-such-page' }, {}],
      ['a missing post', { ...VITALS, path: '/blog/no-such-post' }, {}],
      ['an asset', { ...PAGEVIEW, path: '/app-1234.js' }, {}],
      ['a way out of the site', { ...PAGEVIEW, path: '/../../etc/passwd' }, {}],
      ['an encoded way out', { ...PAGEVIEW, path: '/%2e%2e/%2e%2e/etc/passwd' }, {}],
      ['a bad escape', { ...PAGEVIEW, path: '/%E0%A4%A' }, {}],
      ['an API path', { ...PAGEVIEW, path: '/api/health' }, {}],
    ];
    it.each(cases)('%s', async (_name, body, headers) => {
      const response = await send(app, body, headers);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await rowCount(handle.db)).toBe(0);
    });
    it('but DNT: 0 is no opt-out', async () => {
      expect((await send(app, PAGEVIEW, { dnt: '0', 'sec-gpc': '0' })).statusCode).toBe(204);
      expect(await rowCount(handle.db)).toBe(1);
    });
  });

  const OFF_SCHEMA: [string, unknown, RegExp][] = [
    ['no type', { path: '/blog', referrer: '', device: 'desktop' }, /^type is required$/],
    ['an unknown type', { ...PAGEVIEW, type: 'click' }, /^type /],
    ['an extra field', { ...PAGEVIEW, userId: 'u1' }, /^userId is not an allowed field$/],
    ['a missing device', { type: 'pageview', path: '/blog', referrer: '' }, /^device is required/],
    ['a device it does not know', { ...PAGEVIEW, device: 'phone' }, /^device /],
    ['a missing referrer', { type: 'pageview', path: '/', device: 'mobile' }, /^referrer /],
    ['a relative path', { ...PAGEVIEW, path: 'blog' }, /^path /],
    ['a path with a query', { ...PAGEVIEW, path: '/blog?utm_source=x' }, /^path /],
    ['a path with a fragment', { ...PAGEVIEW, path: '/blog#top' }, /^path /],
    ['a path with a space', { ...PAGEVIEW, path: '/a b' }, /^path /],
    ['a path over 200', { ...PAGEVIEW, path: `/${'a'.repeat(200)}` }, /^path /],
    ['a number for a path', { ...PAGEVIEW, path: 7 }, /^path /],
    ['no metrics', { type: 'vitals', path: '/blog' }, /^metrics is required$/],
    ['empty metrics', { ...VITALS, metrics: {} }, /^metrics /],
    [
      'an unknown metric',
      { ...VITALS, metrics: { FID: 10 } },
      /^metrics\.FID is not an allowed field$/,
    ],
    ['a negative metric', { ...VITALS, metrics: { LCP: -1 } }, /^metrics\.LCP /],
    ['LCP over 10 minutes', { ...VITALS, metrics: { LCP: 600_001 } }, /^metrics\.LCP /],
    ['CLS over 100', { ...VITALS, metrics: { CLS: 100.5 } }, /^metrics\.CLS /],
    ['a string metric', { ...VITALS, metrics: { TTFB: '120' } }, /^metrics\.TTFB /],
    [
      'a page view field on vitals',
      { ...VITALS, device: 'mobile' },
      /^device is not an allowed field$/,
    ],
    ['an array', [PAGEVIEW], /^body /],
    ['a string', '"pageview"', /^body /],
    ['null', 'null', /^body /],
    ['broken JSON', '{"type":"pageview",', /./],
    ['an empty body', '', /^body /],
  ];

  it.each(OFF_SCHEMA)(
    'answers %s with 400 and a message, storing nothing',
    async (_name, body, message) => {
      for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
        const response = await send(app, body, { 'content-type': type });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(message);
      }
      expect(await rowCount(handle.db)).toBe(0);
    },
  );

  it('answers a body over 2 KiB with 413', async () => {
    const response = await send(app, {
      ...PAGEVIEW,
      referrer: `https://a.example/${'x'.repeat(2100)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await rowCount(handle.db)).toBe(0);
  });

  it('answers a body of another type with 415', async () => {
    const response = await send(app, 'type=pageview', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a beacon from a foreign origin as other POSTs are refused, and takes one with no Origin', async () => {
    const foreign = await send(app, PAGEVIEW, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    const opaque = await send(app, PAGEVIEW, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    expect(await rowCount(handle.db)).toBe(0);
    // Chrome sends Origin on a POST beacon; a same-origin one from an older browser may not.
    const { origin: _origin, ...noOrigin } = BEACON;
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: JSON.stringify(PAGEVIEW),
      headers: noOrigin,
    });
    expect(response.statusCode).toBe(204);
    expect(await rowCount(handle.db)).toBe(1);
  });

  it('answers GET with 405', async () => {
    const response = await app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  it('rate-limits beacons per client address with 429, apart from other limits', async () => {
    const limited = await appForTest(handle.db, {
      publicDir: site,
      rateLimits: { events: { max: 3, timeWindow: 60_000 }, claps: { max: 2, timeWindow: 60_000 } },
    });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(limited, PAGEVIEW)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await send(limited, VITALS);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Rate limit exceeded/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await stored(handle.db)).views).toHaveLength(3);
    // Another address still gets through, and claps keep their own allowance.
    const other = await limited.inject({
      method: 'POST',
      url: '/api/events',
      payload: JSON.stringify(PAGEVIEW),
      headers: BEACON,
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(204);
    const clap = await post(limited, '/api/claps/hello-world', { count: 1 }, { origin: SITE_URL });
    expect(clap.statusCode).toBe(200);
  });

  it('keeps at least 99 % of the views of 200 readers behind one address (issue 37.4)', async () => {
    // Simulated time: the rate limit's windows and the day follow the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const start = Date.parse('2031-09-15T12:00:00Z');
    vi.setSystemTime(start);
    // The shipped limits: no rateLimits or share given.
    const shared = await appForTest(handle.db, { publicDir: site });
    const beacons = readers(200, 37);
    const statuses = new Map<number, number>();
    // Sent a simulated second at a time, that second's beacons together.
    for (let i = 0; i < beacons.length;) {
      const second = Math.floor(beacons[i]!.at / 1000);
      const batch: Beacon[] = [];
      while (i < beacons.length && Math.floor(beacons[i]!.at / 1000) === second) {
        batch.push(beacons[i]!);
        i++;
      }
      vi.setSystemTime(start + second * 1000);
      const responses = await Promise.all(
        batch.map(({ body }) =>
          shared.inject({
            method: 'POST',
            url: '/api/events',
            payload: JSON.stringify(body),
            headers: BEACON,
            remoteAddress: '198.51.100.20',
          }),
        ),
      );
      for (const { statusCode } of responses)
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    const sentViews = beacons.filter((b) => b.body.type === 'pageview').length;
    const { views, vitals } = await stored(handle.db);
    let busiest = 0;
    for (let i = 0, j = 0; i < beacons.length; i++) {
      while (beacons[i]!.at - beacons[j]!.at >= 60_000) j++;
      busiest = Math.max(busiest, i - j + 1);
    }
    console.info(
      `200 readers behind one address on ${driver}: ${views.length} of ${sentViews} views ` +
        `(${((100 * views.length) / sentViews).toFixed(1)} %) and ${vitals.length} of ` +
        `${beacons.length - sentViews} vitals kept; busiest minute ${busiest} beacons; ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(views.length / sentViews).toBeGreaterThanOrEqual(0.99);
    // 1,860 beacons, each a database write: on PGlite beside other suites, over 20 s.
  }, 120_000);

  it("gives each address a share of the day's rows, so a few cannot use up the cap (issue 37.4)", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const capped = await appForTest(handle.db, {
      publicDir: site,
      analyticsRawRowsPerDay: 40,
      analyticsRowsPerAddress: 5,
      logger: { level: 'warn', stream },
      rateLimits: { events: { max: 100_000, timeWindow: 60_000 } },
    });
    const from = (remoteAddress: string, body: unknown) =>
      capped.inject({
        method: 'POST',
        url: '/api/events',
        payload: JSON.stringify(body),
        headers: BEACON,
        remoteAddress,
      });
    // Two addresses send far more than the cap: each keeps its share, and the answer is the same.
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => from(address, i % 2 ? VITALS : PAGEVIEW)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 204));
    }
    const before = await stored(handle.db);
    expect([before.views.length, before.vitals.length]).toEqual([10, 10]);
    // A /64 is one address (as for the rate limits): its hosts share one share.
    for (let i = 0; i < 8; i++) await from(`2001:db8:0:1::${i + 1}`, PAGEVIEW);
    // Another reader's beacons are still stored after them.
    expect((await from('198.51.100.3', PAGEVIEW)).statusCode).toBe(204);
    expect((await from('198.51.100.3', VITALS)).statusCode).toBe(204);
    const { views, vitals } = await stored(handle.db);
    expect([views.length, vitals.length]).toEqual([16, 11]);
    // The owner is told once a day per table, without the address.
    const warnings = lines
      .map((line) => JSON.parse(line) as { msg: string; table?: string })
      .filter((line) => /share of today's raw rows/.test(line.msg));
    expect(warnings.map((w) => w.table).sort()).toEqual(['analytics_views', 'analytics_vitals']);
    for (const address of ['203.0.113.', '2001:db8', '198.51.100.3'])
      expect(lines.filter((line) => line.includes(address))).toEqual([]);
  });

  it("drops events beyond the day's raw row cap and warns once", async () => {
    const lines: { level: number; msg: string; table?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const capped = await appForTest(handle.db, {
      publicDir: site,
      analyticsRawRowsPerDay: 5,
      logger: { level: 'warn', stream },
      rateLimits: { events: { max: 100_000, timeWindow: 60_000 } },
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(capped, i % 2 ? VITALS : PAGEVIEW)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 204));
    for (let i = 0; i < 4; i++) await send(capped, PAGEVIEW);
    const { views, vitals } = await stored(handle.db);
    expect(views).toHaveLength(5);
    expect(vitals).toHaveLength(5);
    const warnings = lines.filter((l) => /raw rows for today are full/.test(l.msg));
    expect(warnings.map((w) => w.table).sort()).toEqual(['analytics_views', 'analytics_vitals']);
  });

  it('counts a route once however its path is spelled, and invented ones not at all (issue 37.4)', async () => {
    // [what a beacon says, the route it counts as, or null: dropped]. A browser reports the
    // path it shows (`location.pathname`), with dot segments resolved and its own escapes; the
    // rest are spellings a script can send. Each names /blog or nothing, never a route of its own.
    const table: [string, string | null][] = [
      ['/blog', '/blog'],
      ['/blog/', '/blog'],
      ['/blog//', '/blog'],
      ['///blog//', '/blog'],
      ['//blog', '/blog'],
      ['/\\blog', '/blog'],
      ['/%62log', '/blog'],
      ['/%62log/', '/blog'],
      ['/%62%6c%6f%67', '/blog'],
      ['/b%6Cog', '/blog'],
      ['/b%6cog', '/blog'],
      ['/%2Fblog', '/blog'],
      ['/%2fblog', '/blog'],
      ['/blog%2F', '/blog'],
      ['/blog%2f', '/blog'],
      ['/blog%2F%2F', '/blog'],
      ['/blog%2Fhello-world', '/blog/hello-world'],
      ['/blog//hello-world/', '/blog/hello-world'],
      ['/about/', '/about'],
      ['/%2F', '/'],
      // The server's files are case-sensitive: /BLOG answers the 404 page, so it is no page.
      ['/BLOG', null],
      ['/Blog', null],
      ['/B%4cOG', null],
      // Encoded twice: /%2562log is /%62log to the server's files, which is no file.
      ['/%2562log', null],
      ['/%252Fblog', null],
      ['/./blog', null],
      ['/blog/.', null],
      ['/blog/../blog', null],
      ['/x/../blog', null],
      ['/%2E/blog', null],
      ['/blog/..', null],
      ['/..%2Fblog', null],
      ['/blog%00', null],
      ['/blog%20', null],
      ['/blog%3Fq=1', null],
      ['/no-such-page', null],
    ];
    const counted: string[] = [];
    for (const [variant, route] of table) {
      const status = (await send(app, { ...PAGEVIEW, path: variant })).statusCode;
      // Dropped is taken and not stored (204) or refused by the schema (400).
      expect(route ? [204] : [204, 400], variant).toContain(status);
      if (route) counted.push(route);
    }
    const { views } = await stored(handle.db);
    expect(views.map((view) => view.path).sort()).toEqual(counted.sort());
  });

  it('writes no client address to the request log for a beacon (issue 37.4)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await appForTest(handle.db, {
      publicDir: site,
      logger: { level: 'info', stream },
      rateLimits: { events: { max: 4, timeWindow: 60_000 } },
      analyticsRowsPerAddress: 1,
    });
    const remoteAddress = '203.0.113.77';
    const beacon = (body: unknown) =>
      logged.inject({
        method: 'POST',
        url: '/api/events',
        headers: BEACON,
        payload: JSON.stringify(body),
        remoteAddress,
      });
    // Stored, dropped past the address's share (a warning), off-schema, and over the limit.
    const statuses = [];
    for (const body of [PAGEVIEW, PAGEVIEW, { type: 'pageview' }, PAGEVIEW, PAGEVIEW])
      statuses.push((await beacon(body)).statusCode);
    expect(statuses).toEqual([204, 204, 400, 204, 429]);
    expect(lines.some((line) => line.includes("share of today's raw rows"))).toBe(true);
    expect(lines.filter((line) => line.includes(remoteAddress))).toEqual([]);
    // Other routes are logged with it, as docs/analytics.md says (so the check above can fail).
    await logged.inject({ url: '/api/health', remoteAddress });
    expect(lines.some((line) => line.includes(remoteAddress))).toBe(true);
  });

  it('without a built site (API_ONLY) takes any well-formed path', async () => {
    const apiOnly = await appForTest(handle.db, {
      rateLimits: { events: { max: 100_000, timeWindow: 60_000 } },
    });
    expect((await send(apiOnly, { ...PAGEVIEW, path: '/anything/at-all/' })).statusCode).toBe(204);
    expect((await stored(handle.db)).views.map((v) => v.path)).toEqual(['/anything/at-all']);
  });
});

describe('sitePages', () => {
  it('without a site, caps the distinct paths of a day', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-events-empty-'));
    const isPage = sitePages({ root: empty, apiOnlyPathsPerDay: 3 });
    const day = '2030-01-01';
    expect(['/a', '/b', '/c', '/a', '/d', '/e'].map((p) => isPage(p, day))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isPage('/d', '2030-01-02')).toBe(true);
    fs.rmSync(empty, { recursive: true });
  });

  it('follows the live release: a page of the previous one is no longer a page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-events-releases-'));
    for (const [release, page] of [
      ['r1', 'old-page'],
      ['r2', 'new-page'],
    ] as const) {
      fs.mkdirSync(path.join(dir, release, page), { recursive: true });
      fs.writeFileSync(path.join(dir, release, 'index.html'), '');
      fs.writeFileSync(path.join(dir, release, page, 'index.html'), '');
    }
    const current = path.join(dir, 'current');
    fs.symlinkSync('r1', current);
    let live = 'r1';
    const isPage = sitePages({ root: current, release: () => live });
    const day = '2030-01-01';
    expect([isPage('/old-page', day), isPage('/new-page', day)]).toEqual([true, false]);
    fs.unlinkSync(current);
    fs.symlinkSync('r2', current);
    live = 'r2';
    expect([isPage('/old-page', day), isPage('/new-page', day)]).toEqual([false, true]);
    fs.rmSync(dir, { recursive: true });
  });

  it('remembers a bounded number of paths', () => {
    const site = makeSite();
    const isPage = sitePages({ root: site, cacheSize: 2 });
    const day = '2030-01-01';
    expect(isPage('/blog', day)).toBe(true);
    fs.rmSync(path.join(site, 'blog'), { recursive: true });
    // Still remembered; once two other paths have been asked, it is looked up again.
    expect(isPage('/blog', day)).toBe(true);
    isPage('/about', day);
    isPage('/x', day);
    expect(isPage('/blog', day)).toBe(false);
    fs.rmSync(site, { recursive: true });
  });
});
