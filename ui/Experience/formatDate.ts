import { formatMediumDateUS } from '../format';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale: creating an Intl.DateTimeFormat is far dearer than using one. */
function formatterFor(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar date (YYYY-MM-DD) in the reader's locale, e.g. "Jul 14, 2025" or "14 Jul 2025".
 * Read in UTC so the day never shifts with the reader's time zone. en-US (the static HTML's
 * form, and most readers') is written out without Intl; other locales use Intl.
 */
export function formatExperienceDate(iso: string, locale?: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return locale === 'en-US' ? formatMediumDateUS(date) : formatterFor(locale).format(date);
}
