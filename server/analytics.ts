import fs from 'node:fs';
import path from 'node:path';
import { between, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import {
  analyticsDailyReferrers,
  analyticsDailyViews,
  analyticsDailyVitals,
  analyticsViews,
  analyticsVitals,
} from './db/schema';
import { METRICS, type AnalyticsSummary, type Device, type Metric } from '../shared/schemas';

/**
 * First-party analytics without tracking (docs/analytics.md): page views per route and day,
 * referrer hosts, device classes and Core Web Vitals. Today's events are raw rows, capped per
 * day; `rollUp` folds every earlier day into small daily tables (vitals as histograms) and
 * deletes the raw rows; daily rows older than the retention are deleted.
 */

/** Good when <= good, poor when > poor (web.dev's Core Web Vitals thresholds). */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a beacon may report: 10 minutes, or a layout shift score of 100. */
export const METRIC_MAX: Record<Metric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** Raw rows kept per table for one day; events beyond it are dropped (docs/analytics.md). */
export const RAW_ROWS_PER_DAY = 100_000;
/** Referrer hosts kept per day; the rest of the day's referred views are one OTHER row. */
export const REFERRERS_PER_DAY = 50;
export const OTHER = '(other)';
/** Vitals routes listed in the summary (by samples), like the top routes by views. */
const SUMMARY_ROUTES = 20;
const SUMMARY_REFERRERS = 10;

// ---------------------------------------------------------------------------------------------
// Histograms

/**
 * Vitals histograms: bucket 0 holds values below `min`; bucket i >= 1 holds
 * [min * RATIO^(i-1), min * RATIO^i), the last one also everything above. A bucket stands for
 * its geometric middle, so any value from `min` up is read back within sqrt(RATIO) - 1 = 4.9 %
 * of itself, and a value below `min` within `min` (1 ms, or 0.0001 for CLS). The database sorts
 * raw values into buckets (`rawBuckets`), so raw rows never travel to the process.
 */
export const RATIO = 1.1;
export const RELATIVE_ERROR = Math.sqrt(RATIO) - 1;
const BUCKET_MIN: Record<Metric, number> = { LCP: 1, INP: 1, CLS: 0.0001, FCP: 1, TTFB: 1 };
const LOG_RATIO = Math.log(RATIO);

const BUCKETS = Object.fromEntries(
  METRICS.map((m) => [m, 2 + Math.ceil(Math.log(METRIC_MAX[m] / BUCKET_MIN[m]) / LOG_RATIO)]),
) as Record<Metric, number>;

/** Buckets per metric: 141 for the millisecond ones, 146 for CLS. */
export function bucketCount(metric: Metric): number {
  return BUCKETS[metric];
}

/** The value a bucket stands for. */
export function bucketValue(metric: Metric, bucket: number): number {
  if (bucket === 0) return 0;
  return BUCKET_MIN[metric] * RATIO ** (bucket - 1) * Math.sqrt(RATIO);
}

/** Milliseconds to the whole millisecond, CLS to four decimals. */
function rounded(metric: Metric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * One metric's values for a route or a day, as a histogram. When all of them are raw rows
 * (today's), the database's exact p75 is given with `setExact` and used instead.
 */
export class Distribution {
  count = 0;
  private readonly buckets: number[];
  private rolledUp = false;
  private exact: number | null = null;

  constructor(readonly metric: Metric) {
    this.buckets = new Array<number>(bucketCount(metric)).fill(0);
  }

  /** Adds counts per bucket: a rolled-up day's histogram, or raw values' (`rolledUp` false). */
  addHistogram(histogram: readonly number[], rolledUp = true): void {
    histogram.forEach((n, i) => {
      const bucket = Math.min(i, this.buckets.length - 1);
      this.buckets[bucket]! += n;
      this.count += n;
    });
    if (rolledUp) this.rolledUp = true;
  }

  /** The exact p75 of the raw values added. */
  setExact(p75: number): void {
    this.exact = p75;
  }

  /** The histogram with its trailing empty buckets left off. */
  histogram(): number[] {
    let end = this.buckets.length;
    while (end > 0 && this.buckets[end - 1] === 0) end--;
    return this.buckets.slice(0, end);
  }

  /** The 75th percentile (nearest rank: the ceil(0.75 n)-th smallest), null without values. */
  p75(): number | null {
    if (this.count === 0) return null;
    if (!this.rolledUp && this.exact !== null) return rounded(this.metric, this.exact);
    const rank = Math.ceil(0.75 * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= rank) return rounded(this.metric, bucketValue(this.metric, i));
    }
    return null;
  }
}

/** Counts per bucket from sparse bucket numbers and counts. */
function dense(buckets: number[], counts: number[]): number[] {
  const histogram = new Array<number>(Math.max(0, ...buckets) + 1).fill(0);
  buckets.forEach((bucket, i) => (histogram[bucket] = counts[i] ?? 0));
  return histogram;
}

/**
 * Raw vitals of the days matched by `where`, one row per metric value, with its bucket: a
 * FROM item (alias `v`: day, path, metric, value, bucket).
 */
function rawValues(where: SQL) {
  const metrics = sql.join(
    METRICS.map(
      (m) =>
        sql`(${m}, ${sql.identifier(m.toLowerCase())}, ${sql.raw(String(BUCKET_MIN[m]))}::float8, ${sql.raw(String(BUCKETS[m] - 1))})`,
    ),
    sql`, `,
  );
  return sql`(
    SELECT r.day, r.path, m.metric, m.value,
      CASE WHEN m.value < m.min THEN 0
        ELSE least(m.last, 1 + floor(ln(m.value / m.min) / ${sql.raw(String(LOG_RATIO))})::int)
      END AS bucket
    FROM analytics_vitals AS r
    CROSS JOIN LATERAL (VALUES ${metrics}) AS m(metric, value, min, last)
    WHERE ${where} AND m.value IS NOT NULL
  ) AS v`;
}

type RawHistogram = { day: string; path: string; metric: Metric; histogram: number[] };

/** The raw vitals matched by `where` as one histogram per day, route and metric. */
async function rawHistograms(db: Database, where: SQL): Promise<RawHistogram[]> {
  const rows = rowsOf<{
    day: string;
    path: string;
    metric: Metric;
    buckets: number[];
    counts: number[];
  }>(
    await db.execute(sql`
      SELECT day, path, metric, array_agg(bucket ORDER BY bucket) AS buckets,
        array_agg(n ORDER BY bucket) AS counts
      FROM (
        SELECT day::text AS day, path, metric, bucket, count(*)::int AS n FROM ${rawValues(where)}
        GROUP BY 1, 2, 3, 4
      ) AS b
      GROUP BY day, path, metric`),
  );
  return rows.map(({ day, path: route, metric, buckets, counts }) => ({
    day,
    path: route,
    metric,
    histogram: dense(buckets.map(Number), counts.map(Number)),
  }));
}

// ---------------------------------------------------------------------------------------------
// Days

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(time = new Date()): string {
  return time.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const time = new Date(`${day}T00:00:00Z`);
  time.setUTCDate(time.getUTCDate() + days);
  return utcDay(time);
}

// ---------------------------------------------------------------------------------------------
// What a beacon says, and whether it is kept

// Crawlers, monitors, link previews, HTTP libraries and automated browsers name themselves.
const BOT =
  /bot|crawl|spider|slurp|curl|wget|python|headless|lighthouse|pingdom|phantom|selenium|puppeteer|playwright|scrapy|httpclient|http-client|okhttp|go-http|java\/|libwww|axios|node-fetch|undici|facebookexternalhit|embedly|preview|monitor|uptime|archiver|feedfetcher|validator|chrome-lighthouse|gtmetrix|yandex|baidu|ahrefs|semrush/i;

/** An empty user agent or one that names a bot, a script or an automated browser. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.trim() || BOT.test(userAgent);
}

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

const HOST = /^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/;

/**
 * The host of a referrer, lower-cased, or null: no referrer, not an http(s) address, or one of
 * the site's own origins (moving between pages is not a referral).
 */
export function referrerHost(referrer: string, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (!HOST.test(host) || ownHosts.has(host) || host === OTHER) return null;
  return host;
}

/** A page's path as stored: no query or fragment, no trailing slash except for "/". */
export function normalisePath(pagePath: string): string {
  const bare = pagePath.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export type PageCheck = (pagePath: string, day: string) => boolean;

export type SitePagesOptions = {
  /** The folder served (with releases, `<dir>/current`). */
  root: string;
  /** The live release's id, to forget what was learnt about the previous one. */
  release?: () => string | undefined;
  /** Paths remembered (page or not) before the memory starts over. @default 2000 */
  cacheSize?: number;
  /** How long an answer is trusted, for a site rebuilt in place. @default 60 s */
  cacheMs?: number;
  /** Without a built site (API_ONLY): distinct paths accepted per day. @default 1000 */
  apiOnlyPathsPerDay?: number;
};

/**
 * Whether a normalised path is a page of the site being served: `<root><path>/index.html` or
 * `<root><path>.html` exists (how the static files answer it). Without a built site (no
 * `index.html` at the root: API_ONLY) any well-formed path is taken, up to a number of
 * distinct paths a day, so beacons cannot fill the tables with invented routes.
 */
export function sitePages(options: SitePagesOptions): PageCheck {
  const cacheSize = options.cacheSize ?? 2000;
  const cacheMs = options.cacheMs ?? 60_000;
  const perDay = options.apiOnlyPathsPerDay ?? 1000;
  const root = path.resolve(options.root);
  let cache = new Map<string, boolean>();
  let hasSite = false;
  let checkedAt = -Infinity;
  let release: string | undefined;
  let day = '';
  let seen = new Set<string>();

  const exists = (file: string) => {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  const isPageFile = (pagePath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pagePath);
    } catch {
      return false;
    }
    const segments = decoded.split('/').slice(1);
    if (segments.some((s) => s === '.' || s === '..' || /[\\\0]/.test(s))) return false;
    const base = path.join(root, ...segments);
    if (base !== root && !base.startsWith(root + path.sep)) return false;
    return exists(path.join(base, 'index.html')) || (base !== root && exists(`${base}.html`));
  };

  return (pagePath, today) => {
    const now = Date.now();
    const currentRelease = options.release?.();
    if (now - checkedAt > cacheMs || currentRelease !== release || cache.size >= cacheSize) {
      cache = new Map();
      checkedAt = now;
      release = currentRelease;
      hasSite = exists(path.join(root, 'index.html'));
    }
    if (!hasSite) {
      if (today !== day) {
        day = today;
        seen = new Set();
      }
      if (seen.has(pagePath)) return true;
      if (seen.size >= perDay) return false;
      seen.add(pagePath);
      return true;
    }
    let page = cache.get(pagePath);
    if (page === undefined) {
      page = isPageFile(pagePath);
      cache.set(pagePath, page);
    }
    return page;
  };
}

// ---------------------------------------------------------------------------------------------
// Storage

export type PageView = { path: string; referrerHost: string | null; device: Device };
export type Vitals = Partial<Record<Metric, number>>;

export type AnalyticsOptions = {
  /** Days of daily rows kept (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
  /** Raw rows per table and day. @default RAW_ROWS_PER_DAY */
  rawRowsPerDay?: number;
  log: FastifyBaseLogger;
};

// Any fixed number: replicas rolling up at once take turns, and the second finds nothing to do.
const ROLLUP_LOCK_ID = 7_344_130;
const INSERT_CHUNK = 500;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Today's raw rows of one table, counted in-process: the database's count is read when the
 * day starts and again every `step` rows this process writes, so with several replicas the
 * cap is passed by at most `step` rows per other replica. Within a process it is never passed:
 * a row is counted from when it is reserved, and a row written while the count is read may be
 * counted twice (which errs on the side of dropping).
 */
class DailyCap {
  private day = '';
  /** Rows in the database at the last count. */
  private counted = 0;
  /** Rows this process wrote since that count began. */
  private written = 0;
  /** Rows reserved and being written. */
  private pending = 0;
  private warned = false;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly cap: number,
    private readonly count: (day: string) => Promise<number>,
    private readonly onFull: (day: string) => void,
  ) {}

  private get step() {
    return Math.max(1, Math.floor(this.cap / 100));
  }

  private read(day: string): Promise<void> {
    this.reading ??= (async () => {
      const before = this.day === day ? this.written : 0;
      const n = await this.count(day);
      if (this.day !== day) {
        this.day = day;
        this.warned = false;
        this.written = 0;
      } else {
        this.written -= before;
      }
      this.counted = n;
    })().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Reserves a row for `day`; false when the day's rows are used up. */
  async take(day: string): Promise<boolean> {
    while (this.day !== day) await this.read(day);
    if (this.counted + this.written + this.pending >= this.cap) {
      if (!this.warned) {
        this.warned = true;
        this.onFull(day);
      }
      return false;
    }
    this.pending++;
    return true;
  }

  /** A reserved row was written (or not, after an error). */
  settle(day: string, written: boolean): void {
    this.pending--;
    if (!written || day !== this.day) return;
    this.written++;
    if (this.written >= this.step) this.read(day).catch(() => {});
  }
}

export class Analytics {
  private readonly views: DailyCap;
  private readonly vitals: DailyCap;
  private rolledUpFor = '';
  private rolling: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: AnalyticsOptions,
  ) {
    const cap = options.rawRowsPerDay ?? RAW_ROWS_PER_DAY;
    const full = (table: string) => (day: string) =>
      options.log.warn({ day, cap, table }, 'analytics: raw rows for today are full; dropping');
    const counter =
      (table: typeof analyticsViews | typeof analyticsVitals) => async (day: string) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(sql`${table.day} = ${day}`);
        return Number(row?.n ?? 0);
      };
    this.views = new DailyCap(cap, counter(analyticsViews), full('analytics_views'));
    this.vitals = new DailyCap(cap, counter(analyticsVitals), full('analytics_vitals'));
  }

  /** Stores a page view for `day` unless the day's rows are used up; true when stored. */
  async recordView(day: string, view: PageView): Promise<boolean> {
    this.rollUpOnNewDay(day);
    if (!(await this.views.take(day))) return false;
    let written = false;
    try {
      await this.db.insert(analyticsViews).values({ day, ...view });
      written = true;
    } finally {
      this.views.settle(day, written);
    }
    return true;
  }

  /** Stores one page view's vitals for `day` unless the day's rows are used up. */
  async recordVitals(day: string, pagePath: string, metrics: Vitals): Promise<boolean> {
    this.rollUpOnNewDay(day);
    if (!(await this.vitals.take(day))) return false;
    let written = false;
    try {
      await this.db.insert(analyticsVitals).values({
        day,
        path: pagePath,
        lcp: metrics.LCP ?? null,
        inp: metrics.INP ?? null,
        cls: metrics.CLS ?? null,
        fcp: metrics.FCP ?? null,
        ttfb: metrics.TTFB ?? null,
      });
      written = true;
    } finally {
      this.vitals.settle(day, written);
    }
    return true;
  }

  /** The first event of a day folds the days before it at once, not at the next hourly run. */
  private rollUpOnNewDay(day: string): void {
    if (day !== this.rolledUpFor) void this.rollUpSafely(day);
  }

  /** rollUp, once at a time in this process; a failure is logged, never thrown. */
  rollUpSafely(today = utcDay()): Promise<void> {
    // Tried once per day on events (the hourly run retries), not on every event after a failure.
    this.rolledUpFor = today;
    this.rolling ??= this.rollUp(today)
      .then(
        () => {},
        (error: unknown) => {
          this.options.log.error({ err: error }, 'analytics: roll-up failed');
        },
      )
      .finally(() => {
        this.rolling = undefined;
      });
    return this.rolling;
  }

  /** Rolls up at once and then every `everyMs`; `stop` ends it and waits for a run under way. */
  start(everyMs = 60 * 60_000): void {
    void this.rollUpSafely();
    this.timer = setInterval(() => void this.rollUpSafely(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.rolling;
  }

  /**
   * Folds every raw row of a day before `today` into the daily tables and deletes it, then
   * deletes daily rows older than the retention; in one transaction under an advisory lock,
   * so replicas sharing a database take turns and a repeated run adds nothing.
   */
  async rollUp(today: string = utcDay()): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_ID})`);

      await tx.execute(sql`
        INSERT INTO analytics_daily_views (day, path, device, views)
        SELECT day, path, device, count(*)::int FROM analytics_views
        WHERE day < ${today} GROUP BY day, path, device
        ON CONFLICT (day, path, device)
        DO UPDATE SET views = analytics_daily_views.views + excluded.views`);

      // Referrers: the day's top hosts and one OTHER row, counting what an earlier run of the
      // same day stored (a view written just after midnight may be rolled up later).
      const referred = rowsOf<{ day: string; host: string; views: number }>(
        await tx.execute(sql`
          SELECT day::text AS day, referrer_host AS host, count(*)::int AS views
          FROM analytics_views WHERE day < ${today} AND referrer_host IS NOT NULL
          GROUP BY day, referrer_host`),
      );
      const referrerDays = [...new Set(referred.map((r) => r.day))];
      if (referrerDays.length > 0) {
        const stored = await tx
          .select()
          .from(analyticsDailyReferrers)
          .where(inArray(analyticsDailyReferrers.day, referrerDays));
        const byDay = new Map<string, Map<string, number>>();
        for (const { day, host, views } of [...stored, ...referred]) {
          const hosts = byDay.get(day) ?? new Map<string, number>();
          hosts.set(host, (hosts.get(host) ?? 0) + views);
          byDay.set(day, hosts);
        }
        const rows: { day: string; host: string; views: number }[] = [];
        for (const [day, hosts] of byDay) {
          let other = hosts.get(OTHER) ?? 0;
          hosts.delete(OTHER);
          const ranked = [...hosts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
          for (const [host, views] of ranked.slice(0, REFERRERS_PER_DAY)) {
            rows.push({ day, host, views });
          }
          for (const [, views] of ranked.slice(REFERRERS_PER_DAY)) other += views;
          if (other > 0) rows.push({ day, host: OTHER, views: other });
        }
        await tx
          .delete(analyticsDailyReferrers)
          .where(inArray(analyticsDailyReferrers.day, referrerDays));
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await tx.insert(analyticsDailyReferrers).values(rows.slice(i, i + INSERT_CHUNK));
        }
      }

      // Vitals: one histogram per day, route and metric, added to the one already stored.
      const raw = await rawHistograms(tx, sql`r.day < ${today}`);
      if (raw.length > 0) {
        const days = [...new Set(raw.map((r) => r.day))];
        const stored = await tx
          .select()
          .from(analyticsDailyVitals)
          .where(inArray(analyticsDailyVitals.day, days));
        const storedBy = new Map(stored.map((r) => [`${r.day} ${r.metric} ${r.path}`, r]));
        const rows = raw.map(({ day, path: route, metric, histogram }) => {
          const d = new Distribution(metric);
          d.addHistogram(histogram);
          const before = storedBy.get(`${day} ${metric} ${route}`);
          if (before) d.addHistogram(before.histogram);
          return { day, path: route, metric, count: d.count, histogram: d.histogram() };
        });
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await tx
            .insert(analyticsDailyVitals)
            .values(rows.slice(i, i + INSERT_CHUNK))
            .onConflictDoUpdate({
              target: [
                analyticsDailyVitals.day,
                analyticsDailyVitals.path,
                analyticsDailyVitals.metric,
              ],
              set: { count: sql`excluded.count`, histogram: sql`excluded.histogram` },
            });
        }
      }

      await tx.delete(analyticsViews).where(lt(analyticsViews.day, today));
      await tx.delete(analyticsVitals).where(lt(analyticsVitals.day, today));

      const oldest = addDays(today, -this.options.retentionDays);
      await tx.delete(analyticsDailyViews).where(lt(analyticsDailyViews.day, oldest));
      await tx.delete(analyticsDailyReferrers).where(lt(analyticsDailyReferrers.day, oldest));
      await tx.delete(analyticsDailyVitals).where(lt(analyticsDailyVitals.day, oldest));
    });
  }

  /** The owner's summary of the `days` days up to and including `today`. */
  async summary(days: number, today: string = utcDay()): Promise<AnalyticsSummary> {
    const from = addDays(today, -(days - 1));
    const to = today;

    // Rolled-up days and raw rows not rolled up yet (today, or a day that just ended), as one.
    const views = sql`(
      SELECT day, path, device, views FROM analytics_daily_views
      WHERE day BETWEEN ${from} AND ${to}
      UNION ALL
      SELECT day, path, device, 1 AS views FROM analytics_views
      WHERE day BETWEEN ${from} AND ${to}
    ) AS v`;
    const perDay = rowsOf<{ day: string; views: number }>(
      await this.db.execute(
        sql`SELECT day::text AS day, sum(views)::int AS views FROM ${views} GROUP BY day`,
      ),
    );
    const routes = rowsOf<{ path: string; views: number }>(
      await this.db.execute(sql`
        SELECT path, sum(views)::int AS views FROM ${views}
        GROUP BY path ORDER BY views DESC, path LIMIT ${SUMMARY_ROUTES}`),
    );
    const devices = rowsOf<{ device: Device; views: number }>(
      await this.db.execute(
        sql`SELECT device, sum(views)::int AS views FROM ${views} GROUP BY device`,
      ),
    );
    const referrers = rowsOf<{ host: string; views: number }>(
      await this.db.execute(sql`
        SELECT host, sum(views)::int AS views FROM (
          SELECT host, views FROM analytics_daily_referrers
          WHERE day BETWEEN ${from} AND ${to} AND host <> ${OTHER}
          UNION ALL
          SELECT referrer_host AS host, 1 AS views FROM analytics_views
          WHERE day BETWEEN ${from} AND ${to} AND referrer_host IS NOT NULL
        ) AS r
        GROUP BY host ORDER BY views DESC, host LIMIT ${SUMMARY_REFERRERS}`),
    );

    const dayList = Array.from({ length: days }, (_, i) => addDays(from, i));
    const viewsOn = new Map(perDay.map((r) => [r.day, r.views]));
    const deviceViews = new Map(devices.map((r) => [r.device, r.views]));

    return {
      from,
      to,
      views: perDay.reduce((sum, r) => sum + r.views, 0),
      daily: dayList.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
      routes,
      referrers,
      devices: {
        mobile: deviceViews.get('mobile') ?? 0,
        tablet: deviceViews.get('tablet') ?? 0,
        desktop: deviceViews.get('desktop') ?? 0,
      },
      vitals: await this.vitalsSummary(from, to, dayList),
    };
  }

  private async vitalsSummary(from: string, to: string, dayList: string[]) {
    type Group = Map<Metric, Distribution>;
    const byRoute = new Map<string, Group>();
    const byDay = new Map<string, Group>();
    const distribution = (groups: Map<string, Group>, name: string, metric: Metric) => {
      let group = groups.get(name);
      if (!group) groups.set(name, (group = new Map()));
      let d = group.get(metric);
      if (!d) group.set(metric, (d = new Distribution(metric)));
      return d;
    };

    const stored = await this.db
      .select()
      .from(analyticsDailyVitals)
      .where(between(analyticsDailyVitals.day, from, to));
    for (const row of stored) {
      const metric = row.metric as Metric;
      distribution(byRoute, row.path, metric).addHistogram(row.histogram);
      distribution(byDay, row.day, metric).addHistogram(row.histogram);
    }
    // Raw rows (today's, and a day not rolled up yet): histograms to add to the stored ones,
    // and the exact p75 for a route or day that has nothing else.
    const inRange = sql`r.day BETWEEN ${from} AND ${to}`;
    for (const row of await rawHistograms(this.db, inRange)) {
      distribution(byRoute, row.path, row.metric).addHistogram(row.histogram, false);
      distribution(byDay, row.day, row.metric).addHistogram(row.histogram, false);
    }
    const exact = rowsOf<{ day: string | null; path: string | null; metric: Metric; p75: number }>(
      await this.db.execute(sql`
        SELECT day::text AS day, path, metric,
          percentile_disc(0.75) WITHIN GROUP (ORDER BY value) AS p75
        FROM ${rawValues(inRange)}
        GROUP BY GROUPING SETS ((path, metric), (day, metric))`),
    );
    for (const { day, path: route, metric, p75 } of exact) {
      const group = route === null ? byDay.get(day ?? '') : byRoute.get(route);
      group?.get(metric)?.setExact(Number(p75));
    }

    // A page view's beacon carries at least one metric; its best-covered metric counts them.
    const p75s = (group: Group | undefined) => {
      const values = Object.fromEntries(
        METRICS.map((metric) => [metric, group?.get(metric)?.p75() ?? null]),
      ) as Record<Metric, number | null>;
      const samples = Math.max(0, ...[...(group?.values() ?? [])].map((d) => d.count));
      return { samples, ...values };
    };
    const routes = [...byRoute]
      .map(([route, group]) => ({ path: route, ...p75s(group) }))
      .sort((a, b) => b.samples - a.samples || (a.path < b.path ? -1 : 1))
      .slice(0, SUMMARY_ROUTES);
    const daily = dayList.map((day) => ({ day, ...p75s(byDay.get(day)) }));
    return { routes, daily };
  }
}
