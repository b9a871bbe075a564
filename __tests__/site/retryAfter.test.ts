import { formatWait, parseRetryAfter, rateLimitMessage } from '../../src/client/retryAfter';

describe('formatWait', () => {
  it.each([
    [1, '1 second'],
    [40, '40 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [2077, '35 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [5400, '1 hour 30 minutes'],
    [7200, '2 hours'],
    [7201, '2 hours 1 minute'],
  ])('%i s -> %s', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });

  it('never says zero: a wait that is over still reads as a second', () => {
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(0.2)).toBe('1 second');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2077', now)).toBe(2077);
    expect(parseRetryAfter(' 40 ', now)).toBe(40);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:35:00 GMT', now)).toBe(2100);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5'])('gives up on %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('rateLimitMessage', () => {
  it('says how long to wait in words', () => {
    expect(rateLimitMessage('2077')).toBe('Too many requests. Try again in 35 minutes.');
    expect(rateLimitMessage('90')).toBe('Too many requests. Try again in 2 minutes.');
    expect(rateLimitMessage('40')).toBe('Too many requests. Try again in 40 seconds.');
  });

  it('asks to try later when the wait is unknown', () => {
    expect(rateLimitMessage(null)).toBe('Too many requests. Please try again later.');
  });
});
