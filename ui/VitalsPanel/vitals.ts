import { toneOf, type Bands, type Tone } from '../charts';

/** The Core Web Vitals the site's visitors report. */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** The metrics in the order tables and charts show them. */
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** Each metric's full name. */
export const VITAL_TITLES: Record<VitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/**
 * web.dev's thresholds: good at or below `good`, poor above `poor`, needs improvement between.
 * Milliseconds, except CLS (unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalName, Bands> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** How a value of `metric` rates: 'good', 'needs-improvement' or 'poor'. */
export function rateVital(metric: VitalName, value: number): Tone {
  return toneOf(value, VITAL_THRESHOLDS[metric]);
}

/** A value for people: "180 ms", "1.2 s" (milliseconds), "0.05" (CLS). */
export function formatVital(metric: VitalName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  const ms = Math.round(value);
  return ms < 1000 ? `${ms} ms` : `${(value / 1000).toFixed(1)} s`;
}

/** An axis tick: as `formatVital`, without a trailing ".0" ("2 s", not "2.0 s"). */
export function formatVitalTick(metric: VitalName, value: number): string {
  if (value === 0) return '0';
  return formatVital(metric, value).replace(/\.0 s$/, ' s');
}
