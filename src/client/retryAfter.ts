/**
 * Turning a 429 answer's Retry-After into words a visitor can act on: 'Try again in 35
 * minutes', not 'retry in 2077 seconds'.
 */

/**
 * Seconds to wait according to a Retry-After header value: delta-seconds ('120') or an HTTP
 * date ('Wed, 21 Oct 2026 07:28:00 GMT'). Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()) {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Sun, 01 Mar 2026 10:35:00 GMT'); Date.parse would
  // also read '-5' or '1.5' as dates.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A wait in words, rounded up so the visitor never comes back too early: '40 seconds',
 * '2 minutes' (for 61-120 s), '35 minutes', '1 hour', '1 hour 30 minutes'.
 */
export function formatWait(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  if (total < 60) return unit(total, 'second');
  const minutes = Math.ceil(total / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
}

/** The message for a rate-limited request, given its Retry-After header value. */
export function rateLimitMessage(retryAfter: string | null | undefined, now = Date.now()) {
  const seconds = parseRetryAfter(retryAfter, now);
  return seconds === undefined
    ? 'Too many requests. Please try again later.'
    : `Too many requests. Try again in ${formatWait(seconds)}.`;
}
