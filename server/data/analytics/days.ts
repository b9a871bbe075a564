// Days as analytics stores them: UTC, YYYY-MM-DD.

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(time = new Date()): string {
  return time.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const time = new Date(`${day}T00:00:00Z`);
  time.setUTCDate(time.getUTCDate() + days);
  return utcDay(time);
}
