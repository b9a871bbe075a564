/**
 * Dates and counts in the fixed forms the site prints, written out without Intl.
 *
 * The first Intl formatter a page creates loads the browser's locale data: 90-125 ms of main
 * thread at 4x CPU slowdown on our test machine, one long task of its own in the middle of
 * hydration (issue 19), only to print a form that never changes. These give the same text as
 * Intl for the locales named (checked against Intl in __tests__/ui/format.test.ts); a reader's
 * own locale still goes through Intl (see Experience).
 */

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = LONG_MONTHS.map((month) => month.slice(0, 3));

/** "4 March 2025": en-GB, day numeric, month long, year numeric, in UTC. */
export function formatLongDateGB(date: Date): string {
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Mar 4, 2025": en-US, dateStyle medium, in UTC. */
export function formatMediumDateUS(date: Date): string {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "1,204": a whole number with en-GB digit grouping. */
export function formatCountGB(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-GB').format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
