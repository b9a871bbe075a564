import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/** A fixed-window counter's state: hits so far and milliseconds until the window ends. */
export type Count = { current: number; ttl: number };

/**
 * A growing delay, in milliseconds (login failures): after the `free`-th failure on a key the
 * next attempt waits `firstDelay`, and each further failure doubles the wait up to `maxDelay`.
 * Each full `forgetEvery` since the key's last failure forgets one failure.
 */
export type Slowdown = { free: number; firstDelay: number; maxDelay: number; forgetEvery: number };

/** A key counted with a growing delay, and its rule. */
export type SlowedKey = { key: string; rule: Slowdown };

/** How long the next attempt waits after the failure that brought the count to `count`. */
function slowdownWait(count: number, rule: Slowdown): number {
  if (count < rule.free) return 0;
  return Math.min(rule.firstDelay * 2 ** (count - rule.free), rule.maxDelay);
}

/** Where rate-limit and login-failure counts live. */
export interface Counter {
  /** Counts one hit on `key`; the first hit opens a window of `windowMs`. */
  incr(key: string, windowMs: number): Promise<Count>;
  /**
   * An attempt on all the keys at once, or on none. While any key's wait runs it answers the
   * milliseconds until the longest ends and counts nothing; otherwise it counts one failure
   * on every key (taken before the attempt is judged, so concurrent ones cannot slip past)
   * and answers 0.
   */
  attempt(keys: readonly SlowedKey[]): Promise<number>;
  /**
   * After an attempt that was no failure: each key in `undo` takes back the one failure
   * counted, each key in `forget` forgets every failure.
   */
  settle(undo: readonly string[], forget: readonly string[]): Promise<void>;
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

/** A slowed key's failures, when the last one was counted, and when it may be dropped. */
type Slowed = { count: number; last: number; until: number };

/**
 * In this process only. Expired windows and forgotten failures are swept once a minute, and
 * each map is capped.
 */
export class LocalCounter implements Counter {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();
  private readonly slowed = new Map<string, Slowed>();
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

  async attempt(keys: readonly SlowedKey[]): Promise<number> {
    const now = Date.now();
    let wait = 0;
    const counts = keys.map(({ key, rule }) => {
      const state = this.slowed.get(key);
      if (!state) return 1;
      wait = Math.max(wait, state.last + slowdownWait(state.count, rule) - now);
      return forgotten(state.count, now - state.last, rule) + 1;
    });
    if (wait > 0) return wait;
    keys.forEach(({ key, rule }, i) => {
      const count = counts[i] ?? 1;
      if (!this.slowed.has(key) && this.slowed.size >= this.maxKeys) this.evict(now);
      // Re-inserted, so the keys in use stay the youngest when the map is full.
      this.slowed.delete(key);
      this.slowed.set(key, { count, last: now, until: now + keepFor(count, rule) });
    });
    return 0;
  }

  async settle(undo: readonly string[], forget: readonly string[]): Promise<void> {
    for (const key of undo) {
      const state = this.slowed.get(key);
      if (state && state.count > 0) state.count--;
    }
    for (const key of forget) this.slowed.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const [key, state] of this.slowed) if (state.until <= now) this.slowed.delete(key);
  }

  /** Expired entries first; if none, the oldest ones (Map order is insertion order). */
  private evict(now: number): void {
    this.sweep(now);
    for (const map of [this.windows, this.slowed]) {
      for (const key of map.keys()) {
        if (map.size < this.maxKeys) break;
        map.delete(key);
      }
    }
  }
}

/** The count left after `elapsed` milliseconds without a failure. */
function forgotten(count: number, elapsed: number, rule: Slowdown): number {
  return Math.max(0, count - Math.floor(elapsed / rule.forgetEvery));
}

/** How long a key must be kept: until its wait has run and all its failures are forgotten. */
function keepFor(count: number, rule: Slowdown): number {
  return Math.max(count * rule.forgetEvery, slowdownWait(count, rule));
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

/**
 * LocalCounter.attempt in one step for every replica, on Redis's clock. KEYS: the slowed keys
 * (hashes of count and last); ARGV: each key's free, firstDelay, maxDelay and forgetEvery.
 */
const ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local function wait(count, free, first, max)
  if count < free then return 0 end
  return math.min(first * 2 ^ (count - free), max)
end
local longest, counts = 0, {}
for i, key in ipairs(KEYS) do
  local free, first, max, forget = tonumber(ARGV[4 * i - 3]), tonumber(ARGV[4 * i - 2]),
    tonumber(ARGV[4 * i - 1]), tonumber(ARGV[4 * i])
  local state = redis.call('HMGET', key, 'count', 'last')
  local count, last = tonumber(state[1]) or 0, tonumber(state[2]) or now
  longest = math.max(longest, last + wait(count, free, first, max) - now)
  counts[i] = math.max(0, count - math.floor((now - last) / forget)) + 1
end
if longest > 0 then return longest end
for i, key in ipairs(KEYS) do
  local free, first, max, forget = tonumber(ARGV[4 * i - 3]), tonumber(ARGV[4 * i - 2]),
    tonumber(ARGV[4 * i - 1]), tonumber(ARGV[4 * i])
  redis.call('HSET', key, 'count', counts[i], 'last', now)
  redis.call('PEXPIRE', key, math.max(counts[i] * forget, wait(counts[i], free, first, max)))
end
return 0
`;

/** KEYS: the slowed keys; ARGV[i]: 'undo' (take one failure back) or 'forget' (all of them). */
const SETTLE = `
for i, key in ipairs(KEYS) do
  if ARGV[i] == 'forget' then
    redis.call('DEL', key)
  else
    local count = tonumber(redis.call('HGET', key, 'count'))
    if count and count > 0 then redis.call('HSET', key, 'count', count - 1) end
  end
end
return 0
`;

type ScriptedRedis = Redis & {
  portfolioCount(key: string, windowMs: number): Promise<[number, number]>;
  portfolioAttempt(...keysThenArgs: (string | number)[]): Promise<number>;
  portfolioSettle(...keysThenArgs: (string | number)[]): Promise<number>;
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
    // Any number of keys: the count comes first in each call.
    redis.defineCommand('portfolioAttempt', { lua: ATTEMPT });
    redis.defineCommand('portfolioSettle', { lua: SETTLE });
    this.redis = redis as ScriptedRedis;
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    const [current, ttl] = await this.redis.portfolioCount(this.prefix + key, windowMs);
    return { current, ttl };
  }

  async attempt(keys: readonly SlowedKey[]): Promise<number> {
    const rules = keys.flatMap(({ rule }) => [
      rule.free,
      rule.firstDelay,
      rule.maxDelay,
      rule.forgetEvery,
    ]);
    const names = keys.map(({ key }) => this.prefix + key);
    return Number(await this.redis.portfolioAttempt(keys.length, ...names, ...rules));
  }

  async settle(undo: readonly string[], forget: readonly string[]): Promise<void> {
    const keys = [...undo, ...forget];
    if (keys.length === 0) return;
    const names = keys.map((key) => this.prefix + key);
    const how = [...undo.map(() => 'undo'), ...forget.map(() => 'forget')];
    await this.redis.portfolioSettle(keys.length, ...names, ...how);
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

  attempt(keys: readonly SlowedKey[]): Promise<number> {
    return this.run(
      () => this.shared.attempt(keys),
      () => this.local.attempt(keys),
    );
  }

  async settle(undo: readonly string[], forget: readonly string[]): Promise<void> {
    await this.run(
      () => this.shared.settle(undo, forget),
      () => this.local.settle(undo, forget),
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
