import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Analytics } from '../../server/data/analytics';
import { OTHER } from '../../server/data/analytics/beacons';
import { addDays, utcDay } from '../../server/data/analytics/days';
import { bucketCount, RELATIVE_ERROR } from '../../server/data/analytics/histograms';
import { DEVICES, METRICS, type Metric } from '../../shared/schemas';
import type { DatabaseHandle } from '../../server/db/client';
import {
  analyticsDailyReferrers,
  analyticsDailyViews,
  analyticsDailyVitals,
  analyticsViews,
  analyticsVitals,
} from '../../server/db/schema';
import {
  buildTestApp,
  drivers,
  get,
  login,
  markVerified,
  signup,
  testDatabase,
} from './support/helper';
import { random } from './support/random';

type ViewRow = typeof analyticsViews.$inferInsert;
/** The client address beacons come from, as the rate limits key it. */
const ADDRESS = '192.0.2.1';
type VitalsRow = typeof analyticsVitals.$inferInsert;
type Next = () => number;

const COLUMN: Record<Metric, 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb'> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  FCP: 'fcp',
  TTFB: 'ttfb',
};

/** Roughly what real visitors report: log-normal around a typical value, CLS often 0. */
function metricValue(metric: Metric, next: Next): number {
  const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  if (metric === 'CLS') return next() < 0.3 ? 0 : Math.min(100, 0.05 * Math.exp(normal));
  const typical = { LCP: 2000, INP: 150, FCP: 1200, TTFB: 400 }[metric];
  return Math.min(600_000, Math.round(typical * Math.exp(0.8 * normal) * 10) / 10);
}

/** The 75th percentile by nearest rank, rounded as the API rounds. */
function exactP75(metric: Metric, values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** docs/analytics.md: within 4.9 % above the smallest bucket, plus rounding. */
function expectClose(metric: Metric, actual: number | null, exact: number | null) {
  if (exact === null) return expect(actual).toBeNull();
  const floor = metric === 'CLS' ? 0.0002 : 1;
  expect(Math.abs((actual ?? NaN) - exact)).toBeLessThanOrEqual(exact * RELATIVE_ERROR + floor);
}

async function insertAll(database: DatabaseHandle, views: ViewRow[], vitals: VitalsRow[]) {
  for (let i = 0; i < views.length; i += 1000)
    await database.db.insert(analyticsViews).values(views.slice(i, i + 1000));
  for (let i = 0; i < vitals.length; i += 1000)
    await database.db.insert(analyticsVitals).values(vitals.slice(i, i + 1000));
}

async function counts(database: DatabaseHandle) {
  const n = async (table: PgTable) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n);
  };
  return {
    views: await n(analyticsViews),
    vitals: await n(analyticsVitals),
    dailyViews: await n(analyticsDailyViews),
    dailyReferrers: await n(analyticsDailyReferrers),
    dailyVitals: await n(analyticsDailyVitals),
  };
}

async function dailyTables(database: DatabaseHandle) {
  const sortBy = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    views: sortBy(await database.db.select().from(analyticsDailyViews)),
    referrers: sortBy(await database.db.select().from(analyticsDailyReferrers)),
    vitals: sortBy(await database.db.select().from(analyticsDailyVitals)),
  };
}

describe.each(drivers)('analytics on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let owner: string;
  let visitor: string;
  const store = (
    options: { retentionDays?: number; rawRowsPerDay?: number; rowsPerAddress?: number } = {},
  ) => new Analytics(handle.db.db, { retentionDays: 400, log: app.log, ...options });

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { ownerEmails: ['owner@example.com'] });
    await signup(app, { username: 'owner', email: 'owner@example.com' });
    await markVerified(handle.db, 'owner@example.com');
    await signup(app, { username: 'visitor', email: 'visitor@example.com' });
    owner = await login(app, 'owner@example.com');
    visitor = await login(app, 'visitor@example.com');
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    for (const table of [
      analyticsViews,
      analyticsVitals,
      analyticsDailyViews,
      analyticsDailyReferrers,
      analyticsDailyVitals,
    ])
      await handle.db.db.delete(table);
  });

  const summary = async (query = '') => {
    const response = await get(app, `/api/admin/analytics${query}`, { cookie: owner });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers anyone but an owner exactly as an unknown route, whatever the query', async () => {
    for (const headers of [{}, { cookie: visitor }, { cookie: 'session=not-a-session' }]) {
      for (const query of ['', '?days=7', '?days=5', '?days=x&days=y']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({
            method,
            url: `/api/admin/analytics${query}`,
            headers,
          });
          expect(response.statusCode).toBe(404);
          if (method === 'GET') {
            expect(response.json()).toEqual({
              message: 'Route GET /api/admin/analytics not found',
            });
          }
        }
      }
    }
  });

  it.each(['?days=5', '?days=', '?days=28.0', '?days=7&days=28', '?days=%20'])(
    'answers the owner with 400 for %s',
    async (query) => {
      const response = await get(app, `/api/admin/analytics${query}`, { cookie: owner });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'days must be 7, 28 or 90' });
    },
  );

  it('gives every day of the range, oldest first, zero-filled, 28 days unless asked', async () => {
    const today = utcDay();
    const empty = await summary();
    expect(empty).toEqual({
      from: addDays(today, -27),
      to: today,
      views: 0,
      daily: Array.from({ length: 28 }, (_, i) => ({ day: addDays(today, i - 27), views: 0 })),
      routes: [],
      referrers: [],
      devices: { mobile: 0, tablet: 0, desktop: 0 },
      vitals: {
        routes: [],
        daily: Array.from({ length: 28 }, (_, i) => ({
          day: addDays(today, i - 27),
          samples: 0,
          LCP: null,
          INP: null,
          CLS: null,
          FCP: null,
          TTFB: null,
        })),
      },
    });
    for (const days of [7, 90]) {
      const body = await summary(`?days=${days}`);
      expect(body.from).toBe(addDays(today, 1 - days));
      expect(body.daily).toHaveLength(days);
    }
  });

  it('counts the same before and after a roll-up, and lists top routes and referrers', async () => {
    const today = utcDay();
    const views: ViewRow[] = [];
    const add = (
      day: string,
      path: string,
      referrerHost: string | null,
      device: string,
      n: number,
    ) => {
      for (let i = 0; i < n; i++) views.push({ day, path, referrerHost, device });
    };
    add(addDays(today, -2), '/blog', 'news.example', 'mobile', 5);
    add(addDays(today, -1), '/blog', 'www.google.com', 'desktop', 3);
    add(addDays(today, -1), '/', null, 'tablet', 4);
    add(today, '/about', 'news.example', 'desktop', 2);
    add(addDays(today, -7), '/old', 'old.example', 'desktop', 9); // outside 7 days
    for (let i = 0; i < 25; i++) add(today, `/blog/post-${i}`, `site-${i}.example`, 'mobile', 1);
    await insertAll(handle.db, views, []);

    const before = await summary('?days=7');
    expect(before.views).toBe(5 + 3 + 4 + 2 + 25);
    expect(before.daily.slice(-3)).toEqual([
      { day: addDays(today, -2), views: 5 },
      { day: addDays(today, -1), views: 7 },
      { day: today, views: 27 },
    ]);
    expect(before.routes).toHaveLength(20);
    expect(before.routes.slice(0, 4)).toEqual([
      { path: '/blog', views: 8 },
      { path: '/', views: 4 },
      { path: '/about', views: 2 },
      { path: '/blog/post-0', views: 1 },
    ]);
    expect(before.referrers).toHaveLength(10);
    expect(before.referrers.slice(0, 3)).toEqual([
      { host: 'news.example', views: 7 },
      { host: 'www.google.com', views: 3 },
      { host: 'site-0.example', views: 1 },
    ]);
    expect(before.devices).toEqual({ mobile: 30, tablet: 4, desktop: 5 });

    await store().rollUp(today);
    expect(await counts(handle.db)).toMatchObject({ views: 27 });
    expect(await summary('?days=7')).toEqual(before);
    expect((await summary('?days=28')).views).toBe(before.views + 9);
  });

  it('gives p75 per route and per day within the documented error of an exact computation', async () => {
    const today = utcDay();
    const next = random(17);
    const paths = ['/', '/blog', '/blog/hello-world', '/about'];
    const vitals: VitalsRow[] = [];
    for (let d = -6; d <= 0; d++) {
      for (let i = 0; i < 400; i++) {
        const row: VitalsRow = { day: addDays(today, d), path: paths[i % paths.length]! };
        for (const metric of METRICS) {
          // Not every beacon has every metric (INP needs an interaction).
          if (next() < (metric === 'INP' ? 0.5 : 0.9))
            row[COLUMN[metric]] = metricValue(metric, next);
        }
        vitals.push(row);
      }
    }
    await insertAll(handle.db, [], vitals);
    const valuesOf = (rows: VitalsRow[], metric: Metric) =>
      rows.map((r) => r[COLUMN[metric]]).filter((v): v is number => typeof v === 'number');

    // Today alone is raw: exact.
    const raw = await summary('?days=7');
    const todays = vitals.filter((r) => r.day === today);
    for (const metric of METRICS)
      expect(raw.vitals.daily.at(-1)[metric]).toBe(exactP75(metric, valuesOf(todays, metric)));

    await store().rollUp(today);
    expect(await counts(handle.db)).toMatchObject({ vitals: 400 });
    const body = await summary('?days=7');

    for (const route of body.vitals.routes) {
      const rows = vitals.filter((r) => r.path === route.path);
      expect(route.samples).toBe(Math.max(...METRICS.map((m) => valuesOf(rows, m).length)));
      for (const metric of METRICS)
        expectClose(metric, route[metric], exactP75(metric, valuesOf(rows, metric)));
    }
    expect(body.vitals.routes.map((r: { path: string }) => r.path).sort()).toEqual(
      [...paths].sort(),
    );
    for (const entry of body.vitals.daily) {
      const rows = vitals.filter((r) => r.day === entry.day);
      for (const metric of METRICS) {
        const exact = exactP75(metric, valuesOf(rows, metric));
        if (entry.day === today) expect(entry[metric]).toBe(exact);
        else expectClose(metric, entry[metric], exact);
      }
    }
  });

  it('keeps a histogram per day, route and metric within its fixed bucket count', async () => {
    const day = '2031-05-01';
    await insertAll(
      handle.db,
      [],
      [
        { day, path: '/', lcp: 0.2, cls: 0 },
        { day, path: '/', lcp: 600_000, cls: 100 },
        { day, path: '/', lcp: 2500, cls: 0.1 },
      ],
    );
    await store().rollUp(addDays(day, 1));
    const rows = await handle.db.db.select().from(analyticsDailyVitals);
    expect(rows.map((r) => [r.metric, r.count]).sort()).toEqual([
      ['CLS', 3],
      ['LCP', 3],
    ]);
    for (const row of rows) {
      expect(row.histogram.length).toBeLessThanOrEqual(bucketCount(row.metric as Metric));
      expect(row.histogram.reduce((a, b) => a + b, 0)).toBe(3);
    }
  });

  it('rolls up once: a second run, or two replicas at once, count nothing twice', async () => {
    const today = '2031-06-10';
    const next = random(99);
    const views: ViewRow[] = [];
    const vitals: VitalsRow[] = [];
    for (let d = -3; d < 0; d++) {
      for (let i = 0; i < 300; i++) {
        const path = `/p${Math.floor(next() * 5)}`;
        views.push({
          day: addDays(today, d),
          path,
          referrerHost: next() < 0.5 ? `r${Math.floor(next() * 80)}.example` : null,
          device: DEVICES[i % 3]!,
        });
        vitals.push({ day: addDays(today, d), path, lcp: metricValue('LCP', next), cls: 0.01 });
      }
    }
    await insertAll(handle.db, views, vitals);
    const expected = await store().summary(7, today);
    expect(expected.views).toBe(900);

    // Two replicas (each its own Analytics, as each process has) rolling up together.
    await Promise.all([store().rollUp(today), store().rollUp(today)]);
    const once = await dailyTables(handle.db);
    expect(await store().summary(7, today)).toMatchObject({
      views: 900,
      daily: expected.daily,
      routes: expected.routes,
      devices: expected.devices,
    });
    const referred = await handle.db.db.select().from(analyticsDailyReferrers);
    expect(referred.reduce((sum, r) => sum + r.views, 0)).toBe(
      views.filter((v) => v.referrerHost).length,
    );
    const lcp = await handle.db.db.select().from(analyticsDailyVitals);
    expect(lcp.filter((r) => r.metric === 'LCP').reduce((sum, r) => sum + r.count, 0)).toBe(900);

    await store().rollUp(today);
    expect(await dailyTables(handle.db)).toEqual(once);

    // A view written just after midnight for the day before is added, not counted over.
    const late = addDays(today, -1);
    await insertAll(
      handle.db,
      [{ day: late, path: '/p0', referrerHost: 'late.example', device: 'mobile' }],
      [{ day: late, path: '/p0', lcp: 100 }],
    );
    await store().rollUp(today);
    const after = await store().summary(7, today);
    expect(after.views).toBe(901);
    expect(after.daily.find((d) => d.day === late)?.views).toBe(
      (expected.daily.find((d) => d.day === late)?.views ?? 0) + 1,
    );
    const lateReferrers = await handle.db.db.select().from(analyticsDailyReferrers);
    expect(lateReferrers.filter((r) => r.day === late).length).toBeLessThanOrEqual(51);
    expect(lateReferrers.reduce((sum, r) => sum + r.views, 0)).toBe(
      views.filter((v) => v.referrerHost).length + 1,
    );
  });

  it('holds the storage bound: raw rows only for today, daily rows within retention x (pages x 3 + 51 + pages x 5)', async () => {
    const retentionDays = 7;
    const pages = 12;
    const days = 20;
    const bound = retentionDays * (pages * 3 + 51 + pages * 5);
    const analytics = store({ retentionDays });
    const next = random(2026);
    const start = '2032-01-01';
    const viewsPerDay = new Map<string, number>();

    for (let d = 0; d < days; d++) {
      const today = addDays(start, d);
      await analytics.rollUp(today);
      const afterRollUp = await counts(handle.db);
      expect(afterRollUp.views + afterRollUp.vitals).toBe(0);
      expect(
        afterRollUp.dailyViews + afterRollUp.dailyReferrers + afterRollUp.dailyVitals,
      ).toBeLessThanOrEqual(bound);
      const storedDays = new Set(
        (await handle.db.db.select().from(analyticsDailyViews)).map((r) => r.day),
      );
      expect(storedDays.size).toBeLessThanOrEqual(retentionDays);
      for (const day of storedDays) expect(day >= addDays(today, -retentionDays)).toBe(true);

      // A day of traffic over every page, device and 200 referrer hosts, with every metric.
      const n = 300 + Math.floor(next() * 200);
      viewsPerDay.set(today, n);
      const views: ViewRow[] = [];
      const vitals: VitalsRow[] = [];
      for (let i = 0; i < n; i++) {
        const path = `/blog/post-${Math.floor(next() * pages)}`;
        views.push({
          day: today,
          path,
          referrerHost: `host-${Math.floor(next() * 200)}.example`,
          device: DEVICES[Math.floor(next() * 3)]!,
        });
        const row: VitalsRow = { day: today, path };
        for (const metric of METRICS) row[COLUMN[metric]] = metricValue(metric, next);
        vitals.push(row);
      }
      await insertAll(handle.db, views, vitals);
      const raw = await handle.db.db.select().from(analyticsViews);
      expect(new Set(raw.map((r) => r.day))).toEqual(new Set([today]));
    }

    const today = addDays(start, days);
    await analytics.rollUp(today);
    const final = await counts(handle.db);
    // With traffic on every page, device and metric each kept day is full: the bound is met.
    expect(final).toEqual({
      views: 0,
      vitals: 0,
      dailyViews: retentionDays * pages * 3,
      dailyReferrers: retentionDays * 51,
      dailyVitals: retentionDays * pages * 5,
    });
    expect(final.dailyViews + final.dailyReferrers + final.dailyVitals).toBe(bound);
    // What is kept still adds up: the views of the retained days, and no older ones.
    const kept = [...viewsPerDay].filter(([day]) => day >= addDays(today, -retentionDays));
    const body = await analytics.summary(28, today);
    expect(body.views).toBe(kept.reduce((sum, [, n]) => sum + n, 0));
    const referred = await handle.db.db.select().from(analyticsDailyReferrers);
    expect(referred.filter((r) => r.host === OTHER)).toHaveLength(retentionDays);
  });

  it('logs a failed roll-up and goes on', async () => {
    const errors: unknown[] = [];
    const log = Object.assign(Object.create(app.log) as typeof app.log, {
      error: (...args: unknown[]) => errors.push(args),
    });
    const broken = {
      ...handle.db.db,
      transaction: () => Promise.reject(new Error('database gone')),
    } as unknown as DatabaseHandle['db'];
    const analytics = new Analytics(broken, { retentionDays: 400, log });
    await expect(analytics.rollUpSafely('2030-01-01')).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toMatch(/roll-up failed/);
  });

  it("drops raw rows beyond the day's cap, and takes them again the next day", async () => {
    const analytics = store({ rawRowsPerDay: 20 });
    const day = '2033-02-01';
    const view = { path: '/', referrerHost: null, device: 'mobile' as const };
    const kept = await Promise.all(
      Array.from({ length: 30 }, () => analytics.recordView(day, view, ADDRESS)),
    );
    expect(kept.filter(Boolean)).toHaveLength(20);
    for (let i = 0; i < 25; i++) await analytics.recordVitals(day, '/', { TTFB: 10 }, ADDRESS);
    expect(await counts(handle.db)).toMatchObject({ views: 20, vitals: 20 });
    // A second process sees the rows the first wrote.
    expect(await store({ rawRowsPerDay: 20 }).recordView(day, view, ADDRESS)).toBe(false);
    expect(await analytics.recordView(addDays(day, 1), view, ADDRESS)).toBe(true);
    // The new day's first event rolled the day before up; let it finish before the next test.
    await analytics.stop();
    expect(await counts(handle.db)).toMatchObject({ views: 1, vitals: 0, dailyViews: 1 });
  });

  it("gives each address its share of a day's rows, and a new share the next day", async () => {
    const analytics = store({ rowsPerAddress: 3 });
    const day = '2033-03-01';
    const view = { path: '/', referrerHost: null, device: 'desktop' as const };
    const kept = [];
    for (let i = 0; i < 5; i++) kept.push(await analytics.recordView(day, view, ADDRESS));
    expect(kept).toEqual([true, true, true, false, false]);
    // Vitals have a share of their own.
    expect(await analytics.recordVitals(day, '/', { TTFB: 10 }, ADDRESS)).toBe(true);
    expect(await analytics.recordView(day, view, '192.0.2.2')).toBe(true);
    // Replicas count alone: another process gives the address a share of its own.
    const replica = store({ rowsPerAddress: 3 });
    expect(await replica.recordView(day, view, ADDRESS)).toBe(true);
    // The replica's own roll-up (of the days before this one) holds the roll-up lock while it
    // runs, and a roll-up that finds the lock taken leaves the work to the next hourly run.
    await replica.stop();
    expect(await analytics.recordView(addDays(day, 1), view, ADDRESS)).toBe(true);
    await analytics.stop();
    expect(await counts(handle.db)).toMatchObject({ views: 1, vitals: 0, dailyViews: 1 });
    const [daily] = await handle.db.db.select().from(analyticsDailyViews);
    expect(daily?.views).toBe(5);
  });
});
