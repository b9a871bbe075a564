/**
 * Today's raw rows of one table, counted in-process: the database's count is read when the
 * day starts and again every `step` rows this process writes, so with several replicas the
 * cap is passed by at most `step` rows per other replica. Within a process it is never passed:
 * a row is counted from when it is reserved. A row written while the count is read may be in
 * that count too: then the count is read again, and a reservation that finds the day full
 * while a count is under way waits for it, so such a row never turns a visitor's event away.
 */
export class DailyCap {
  private day = '';
  /** Rows in the database at the last count. */
  private counted = 0;
  /** Rows this process wrote since that count began. */
  private written = 0;
  /** Rows reserved and being written. */
  private pending = 0;
  private warned = false;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly cap: number,
    private readonly count: (day: string) => Promise<number>,
    private readonly onFull: (day: string) => void,
  ) {}

  private get step() {
    return Math.max(1, Math.floor(this.cap / 100));
  }

  private read(day: string): Promise<void> {
    this.reading ??= (async () => {
      for (;;) {
        const before = this.day === day ? this.written : 0;
        const n = await this.count(day);
        if (this.day !== day) {
          this.day = day;
          this.warned = false;
          this.written = 0;
          this.counted = n;
          return;
        }
        const during = this.written - before;
        this.written -= before;
        this.counted = n;
        // Rows written while counting may be in n as well: count again until none were.
        if (during === 0) return;
      }
    })().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private get full() {
    return this.counted + this.written + this.pending >= this.cap;
  }

  /** Reserves a row for `day`; false when the day's rows are used up. */
  async take(day: string): Promise<boolean> {
    while (this.day !== day) await this.read(day);
    // Full while a count is under way: that count may give back a row counted twice.
    while (this.full && this.reading) await this.reading.catch(() => {});
    if (this.day !== day) return this.take(day);
    if (this.full) {
      if (!this.warned) {
        this.warned = true;
        this.onFull(day);
      }
      return false;
    }
    this.pending++;
    return true;
  }

  /** A reserved row was written (or not, after an error). */
  settle(day: string, written: boolean): void {
    this.pending--;
    if (!written || day !== this.day) return;
    this.written++;
    if (this.written >= this.step) this.read(day).catch(() => {});
  }
}
