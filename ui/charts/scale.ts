/* Pure helpers the charts share: day arithmetic in UTC, nice axis ticks, number and day labels. */

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a `YYYY-MM-DD` day at 00:00 UTC (NaN when malformed). */
function dayTime(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
}

/**
 * Every day from `from` to `to`, both included, as `YYYY-MM-DD` (UTC), oldest first. Empty when
 * either is malformed or `to` is before `from`.
 */
export function daysBetween(from: string, to: string): string[] {
  const start = dayTime(from);
  const end = dayTime(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as a short label: "20 Nov" (with the year, "20 Nov 2026", when asked). */
export function formatDay(day: string, withYear = false): string {
  const time = dayTime(day);
  if (Number.isNaN(time)) return day;
  return (withYear ? dayMonthYear : dayMonth).format(time);
}

/**
 * A range of days in words, as short as stays clear: "1 to 28 Nov", "3 Oct to 30 Nov",
 * "20 Dec 2025 to 5 Jan 2026".
 */
export function formatDayRange(from: string, to: string): string {
  const [fromYear, fromMonth] = from.split('-');
  const [toYear, toMonth] = to.split('-');
  if (fromYear !== toYear) return `${formatDay(from, true)} to ${formatDay(to, true)}`;
  if (fromMonth !== toMonth) return `${formatDay(from)} to ${formatDay(to)}`;
  return `${Number(from.slice(8, 10))} to ${formatDay(to)}`;
}

const count = new Intl.NumberFormat('en-GB');

/** A count with thousands separators: "1,234". */
export const formatCount = (value: number): string => count.format(value);

/** Drops floating-point noise from a tick value (0.30000000000000004 -> 0.3). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * Three or four round tick values from 0 to at least `max` (0, 50, 100; 0, 1000, 2000, 3000),
 * the last one the axis' top. `integer` keeps steps whole, for counts.
 */
export function niceTicks(max: number, integer = false): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const raw = top / 3;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  let step = ([1, 2, 5, 10].find((n) => n >= normalised - 1e-9) ?? 10) * magnitude;
  if (integer) step = Math.max(1, Math.round(step));
  const intervals = Math.max(1, Math.ceil(clean(top / step)));
  return Array.from({ length: intervals + 1 }, (_, i) => clean(i * step));
}

/**
 * Which of `count` x positions get a label: at most `max`, evenly spaced, always including the
 * newest (the last). Returns the indexes, oldest first.
 */
export function labelledIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) indexes.unshift(i);
  return indexes;
}
