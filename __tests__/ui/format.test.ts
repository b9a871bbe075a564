import { formatCountGB, formatLongDateGB, formatMediumDateUS } from '../../ui/format';

/** A day in each month, at both ends of the month, across years and at day boundaries in UTC. */
const dates = [2019, 2024, 2025].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(year, month, 1, 0, 0, 0)),
    new Date(Date.UTC(year, month, 28, 23, 59, 59)),
  ]).flat(),
);

describe('fixed-form formatting without Intl', () => {
  it('writes a long British date exactly as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const date of dates) expect(formatLongDateGB(date)).toBe(intl.format(date));
    expect(formatLongDateGB(new Date('2025-03-04T10:00:00Z'))).toBe('4 March 2025');
  });

  it('writes a medium US date exactly as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const date of dates) expect(formatMediumDateUS(date)).toBe(intl.format(date));
    expect(formatMediumDateUS(new Date('2025-07-14T00:00:00Z'))).toBe('Jul 14, 2025');
  });

  it('groups a count exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const count of [0, 1, 7, 999, 1000, 1204, 65536, 999999, 1000000, 123456789, -1204, 2.5]) {
      expect(formatCountGB(count)).toBe(intl.format(count));
    }
  });
});
