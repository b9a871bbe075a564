import { between, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  analyticsDailyReferrers,
  analyticsDailyViews,
  analyticsDailyVitals,
  analyticsViews,
  analyticsVitals,
} from '../../db/schema';
import { METRICS, type AnalyticsSummary, type Device, type Metric } from '../../../shared/schemas';
import { AddressShare } from './address-share';
import { OTHER } from './beacons';
import { DailyCap } from './daily-cap';
import { addDays, utcDay } from './days';
import { BUCKET_MIN, BUCKETS, dense, Distribution, LOG_RATIO } from './histograms';

/**
 * First-party analytics without tracking (docs/analytics.md): page views per route and day,
 * referrer hosts, device classes and Core Web Vitals. Today's events are raw rows, capped per
 * day; `rollUp` folds every earlier day into small daily tables (vitals as histograms) and
 * deletes the raw rows; daily rows older than the retention are deleted.
 */

/** Raw rows kept per table for one day; events beyond it are dropped (docs/analytics.md). */
const RAW_ROWS_PER_DAY = 100_000;
/** Raw rows one address may add to each table a day (ANALYTICS_ROWS_PER_ADDRESS). */
const ROWS_PER_ADDRESS = 2000;
/** Referrer hosts kept per day; the rest of the day's referred views are one OTHER row. */
const REFERRERS_PER_DAY = 50;
/** Vitals routes listed in the summary (by samples), like the top routes by views. */
const SUMMARY_ROUTES = 20;
const SUMMARY_REFERRERS = 10;

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
// Storage

export type PageView = { path: string; referrerHost: string | null; device: Device };
export type Vitals = Partial<Record<Metric, number>>;

export type AnalyticsOptions = {
  /** Days of daily rows kept (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
  /** Raw rows per table and day. @default RAW_ROWS_PER_DAY */
  rawRowsPerDay?: number;
  /** Raw rows one address may add to each table a day. @default ROWS_PER_ADDRESS */
  rowsPerAddress?: number;
  log: FastifyBaseLogger;
};

// Any fixed number: replicas rolling up at once take turns, and the second finds nothing to do.
const ROLLUP_LOCK_ID = 7_344_130;
const INSERT_CHUNK = 500;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export class Analytics {
  private readonly views: DailyCap;
  private readonly vitals: DailyCap;
  private readonly viewShares: AddressShare;
  private readonly vitalsShares: AddressShare;
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
    const perAddress = options.rowsPerAddress ?? ROWS_PER_ADDRESS;
    // The address is not logged: the warning says that the share works, not whose it was.
    const shareUsed = (table: string) => (day: string) =>
      options.log.warn(
        { day, perAddress, table },
        "analytics: an address used its share of today's raw rows; dropping its further events",
      );
    this.viewShares = new AddressShare(perAddress, cap, shareUsed('analytics_views'));
    this.vitalsShares = new AddressShare(perAddress, cap, shareUsed('analytics_vitals'));
  }

  /**
   * Stores a page view for `day` unless the day's rows, or the share of them `address` may
   * take, are used up; true when stored. `address` is the client's as the rate limits key it
   * (clientAddress); it is only counted, under a hash, in memory (AddressShare).
   */
  async recordView(day: string, view: PageView, address: string): Promise<boolean> {
    this.rollUpOnNewDay(day);
    if (!this.viewShares.take(day, address)) return false;
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

  /** Stores one page view's vitals for `day`, as recordView stores a view. */
  async recordVitals(
    day: string,
    pagePath: string,
    metrics: Vitals,
    address: string,
  ): Promise<boolean> {
    this.rollUpOnNewDay(day);
    if (!this.vitalsShares.take(day, address)) return false;
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
    this.viewShares.forget(today);
    this.vitalsShares.forget(today);
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
