/**
 * Today's raw rows of one table, counted in-process: the database's count is read when the
 * day starts and again every `step` rows this process writes, so with several replicas the
 * cap is passed by at most `step` rows per other replica. Within a process it is never passed:
 * a row is counted from when it is reserved, and a row written while the count is read may be
 * counted twice (which errs on the side of dropping).
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
      const before = this.day === day ? this.written : 0;
      const n = await this.count(day);
      if (this.day !== day) {
        this.day = day;
        this.warned = false;
        this.written = 0;
      } else {
        this.written -= before;
      }
      this.counted = n;
    })().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Reserves a row for `day`; false when the day's rows are used up. */
  async take(day: string): Promise<boolean> {
    while (this.day !== day) await this.read(day);
    if (this.counted + this.written + this.pending >= this.cap) {
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
