import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/** A fixed-window counter's state: hits so far and milliseconds until the window ends. */
export type Count = { current: number; ttl: number };

/** Where rate-limit and login-failure counts live. */
export interface Counter {
  /** Counts one hit on `key`; the first hit opens a window of `windowMs`. */
  incr(key: string, windowMs: number): Promise<Count>;
  /** Takes one hit back (a login that turned out right), if the window is still open. */
  decr(key: string): Promise<void>;
}

/** How long a request may wait for Redis before it is counted in-process instead. */
const REDIS_WAIT_MS = 100;

/**
 * ioredis settings for the rate-limit client: no request waits on a dead or hung Redis.
 * Commands fail at once while disconnected (no offline queue, no retries); FailoverCounter
 * stops waiting after REDIS_WAIT_MS, and the client's own timeout drops a command Redis has not
 * answered in 500 ms. The client reconnects by itself, at least once a second.
 */
export function redisOptions(): RedisOptions {
  return {
    commandTimeout: 500,
    connectTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(50 * 2 ** times, 1000),
  };
}

/** In this process only. Expired windows are swept once a minute, and the map is capped. */
export class LocalCounter implements Counter {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly maxKeys = 100_000) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= this.maxKeys) this.evict(now);
      window = { current: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }

  async decr(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.endsAt > Date.now() && window.current > 0) window.current--;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  /** Expired windows first; if none, the oldest windows (Map order is insertion order). */
  private evict(now: number): void {
    this.sweep(now);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const DECR = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type ScriptedRedis = Redis & {
  portfolioCount(key: string, windowMs: number): Promise<[number, number]>;
  portfolioTakeBack(key: string): Promise<number>;
};

/** Shared by every replica: one Redis key per window, expiring with it. */
export class RedisCounter implements Counter {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly prefix = 'portfolio-rl:',
  ) {
    // EVALSHA, falling back to EVAL when Redis has lost its script cache (e.g. after a restart).
    redis.defineCommand('portfolioCount', { numberOfKeys: 1, lua: INCR });
    redis.defineCommand('portfolioTakeBack', { numberOfKeys: 1, lua: DECR });
    this.redis = redis as ScriptedRedis;
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    const [current, ttl] = await this.redis.portfolioCount(this.prefix + key, windowMs);
    return { current, ttl };
  }

  async decr(key: string): Promise<void> {
    await this.redis.portfolioTakeBack(this.prefix + key);
  }
}

export type RedisState = 'ok' | 'unreachable';

/**
 * Redis while it answers, this process's own counts while it does not. A failed or timed-out
 * command switches to local counting at once (one warning per outage, not one per request),
 * and later requests skip Redis until the client is connected and answering again (an info
 * line): the client's `ready` event after a reconnect, or a PING once a second when the
 * connection stayed open but Redis stopped answering.
 */
export class FailoverCounter implements Counter {
  private up: boolean;
  private outage = false;
  private probe: NodeJS.Timeout | undefined;
  private readonly shared: RedisCounter;
  private readonly listeners: [string, (arg?: unknown) => void][];

  constructor(
    private readonly redis: Redis,
    private readonly local: LocalCounter,
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = new RedisCounter(redis);
    this.up = redis.status === 'ready';
    this.listeners = [
      ['ready', () => this.recovered()],
      ['close', () => this.failed(new Error('connection closed'))],
      ['error', (error) => this.failed(error)],
    ];
    for (const [event, listener] of this.listeners) redis.on(event, listener);
  }

  /** Redis as this process sees it right now. */
  get state(): RedisState {
    return this.up ? 'ok' : 'unreachable';
  }

  incr(key: string, windowMs: number): Promise<Count> {
    return this.run(
      () => this.shared.incr(key, windowMs),
      () => this.local.incr(key, windowMs),
    );
  }

  async decr(key: string): Promise<void> {
    await this.run(
      () => this.shared.decr(key),
      () => this.local.decr(key),
    );
  }

  close(): void {
    clearInterval(this.probe);
    for (const [event, listener] of this.listeners) this.redis.off(event, listener);
  }

  private async run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.up) return local();
    try {
      return await withDeadline(shared(), REDIS_WAIT_MS);
    } catch (error) {
      this.failed(error);
      return local();
    }
  }

  private failed(error: unknown): void {
    this.up = false;
    if (!this.outage) {
      this.outage = true;
      this.log.warn(
        { err: error },
        'Redis unreachable: rate limits are counted in this process until it answers again',
      );
    }
    // The socket may still be open (a hung server): no `ready` event will come, so ask.
    if (!this.probe && this.redis.status === 'ready') {
      this.probe = setInterval(() => {
        if (this.redis.status !== 'ready') return;
        this.redis.ping().then(
          () => this.recovered(),
          () => {},
        );
      }, 1000);
      this.probe.unref();
    }
  }

  private recovered(): void {
    clearInterval(this.probe);
    this.probe = undefined;
    this.up = true;
    if (this.outage) {
      this.outage = false;
      this.log.info('Redis reachable again: rate limits are shared by all replicas');
    }
  }
}

/**
 * `promise`, or a rejection once `ms` have passed without it settling. The deadline is checked
 * after the event loop has read its sockets (setImmediate runs after the poll phase), so an
 * answer that arrived while this process was busy elsewhere still counts: a busy replica is
 * not a slow Redis.
 */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      setImmediate(() => settle(() => reject(new Error(`Redis did not answer within ${ms} ms`))));
    }, ms);
    promise.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}
