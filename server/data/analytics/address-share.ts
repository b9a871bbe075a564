import { createHmac, randomBytes } from 'node:crypto';

/**
 * How many of one table's raw rows each address has added today, so that a few addresses
 * cannot use up the day's cap (docs/analytics.md, "Storage and its bound"). Counted in this
 * process's memory only, under a keyed hash of the address (HMAC-SHA-256 with a random key made
 * for the day and never written anywhere): the counts cannot be tied back to an address without
 * that key, nor one day's to the next. They are forgotten when the day ends (`forget`, at the
 * next roll-up) or at the first event of the next day, whichever comes first. With replicas,
 * each counts its own share.
 */
export class AddressShare {
  private day = '';
  private key = Buffer.alloc(0);
  private counts = new Map<string, number>();
  private warned = false;

  /**
   * @param perAddress rows one address may add a day
   * @param maxAddresses addresses remembered a day: the table's cap, since each of them has
   *   taken a row of it (a new address beyond that many is dropped, as the cap would drop it)
   * @param onFull called the first time in a day an address has used its share
   */
  constructor(
    private readonly perAddress: number,
    private readonly maxAddresses: number,
    private readonly onFull: (day: string) => void,
  ) {}

  /** Counts a row for `address` on `day`; false when its share of the day is used up. */
  take(day: string, address: string): boolean {
    if (day !== this.day) this.start(day);
    const id = createHmac('sha256', this.key).update(address).digest('base64url');
    const taken = this.counts.get(id) ?? 0;
    if (taken === 0 && this.counts.size >= this.maxAddresses) return false;
    if (taken >= this.perAddress) {
      if (!this.warned) {
        this.warned = true;
        this.onFull(day);
      }
      return false;
    }
    this.counts.set(id, taken + 1);
    return true;
  }

  /** Forgets the counts of a day before `today`. */
  forget(today: string): void {
    if (this.day && this.day < today) this.start('');
  }

  private start(day: string): void {
    this.day = day;
    this.key = day ? randomBytes(32) : Buffer.alloc(0);
    this.counts = new Map();
    this.warned = false;
  }
}
