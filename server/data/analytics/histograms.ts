import { METRICS, type Metric } from '../../../shared/schemas';

/**
 * Vitals as histograms (docs/analytics.md): how a value is bucketed, read back and merged.
 */

/** The largest value a beacon may report: 10 minutes, or a layout shift score of 100. */
export const METRIC_MAX: Record<Metric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/**
 * Vitals histograms: bucket 0 holds values below `min`; bucket i >= 1 holds
 * [min * RATIO^(i-1), min * RATIO^i), the last one also everything above. A bucket stands for
 * its geometric middle, so any value from `min` up is read back within sqrt(RATIO) - 1 = 4.9 %
 * of itself, and a value below `min` within `min` (1 ms, or 0.0001 for CLS). The database sorts
 * raw values into buckets (`rawBuckets`), so raw rows never travel to the process.
 */
const RATIO = 1.1;
export const RELATIVE_ERROR = Math.sqrt(RATIO) - 1;
export const BUCKET_MIN: Record<Metric, number> = { LCP: 1, INP: 1, CLS: 0.0001, FCP: 1, TTFB: 1 };
export const LOG_RATIO = Math.log(RATIO);

export const BUCKETS = Object.fromEntries(
  METRICS.map((m) => [m, 2 + Math.ceil(Math.log(METRIC_MAX[m] / BUCKET_MIN[m]) / LOG_RATIO)]),
) as Record<Metric, number>;

/** Buckets per metric: 141 for the millisecond ones, 146 for CLS. */
export function bucketCount(metric: Metric): number {
  return BUCKETS[metric];
}

/** The value a bucket stands for. */
function bucketValue(metric: Metric, bucket: number): number {
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
export function dense(buckets: number[], counts: number[]): number[] {
  const histogram = new Array<number>(Math.max(0, ...buckets) + 1).fill(0);
  buckets.forEach((bucket, i) => (histogram[bucket] = counts[i] ?? 0));
  return histogram;
}
