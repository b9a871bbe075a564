import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  FailoverCounter,
  LocalCounter,
  type Counter,
  type RedisState,
  type Slowdown,
} from '../lib/counters';
import { httpError } from '../lib/errors';

/**
 * The client's address as rate limits count it. A request whose connection is already gone
 * (the client hung up, or Node refused what followed on the same socket) has none left to
 * read; it shares one key rather than failing.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ? normalizeIP(request.ip) : 'gone';
}

/** max requests per timeWindow milliseconds. */
type Limit = { max: number; timeWindow: number };

export type RateLimits = {
  loginPerIp: Limit;
  /** Wrong passwords for one account from one client (an address, or a known device). */
  loginFailuresPerClient: Slowdown;
  /** Wrong passwords for one account from all clients without a device token, together. */
  loginFailuresPerAccount: Slowdown;
  signupPerIp: Limit;
  signupPerEmail: Limit;
  comments: Limit;
  /** Comments per account, whatever address they come from (COMMENTS_PER_MINUTE, _PER_HOUR). */
  commentsPerAccount: Limit;
  commentsPerAccountHour: Limit;
  claps: Limit;
  shorten: Limit;
  contact: Limit;
  /** Analytics beacons (POST /api/events), counted apart from every other limit. */
  events: Limit;
  /** Verification links asked for again, per address (known or not) and per client. */
  verifyMailPerEmail: Limit;
  verifyMailPerIp: Limit;
  /** "Forgot password?" mails, per address (known or not) and per client. */
  resetMailPerEmail: Limit;
  resetMailPerIp: Limit;
  /** Mailed links looked at or used (verify, reset, new address), per client. */
  emailLinks: Limit;
  /** /account changes that check the password (password, address, deletion), per account. */
  accountChanges: Limit;
  /** Passkey challenges and passkey sign-ins, per client. */
  passkeys: Limit;
  /** Preview links made in /admin (POST /api/admin/drafts/:id/previews). */
  previewLinks: Limit;
  /** Reads through preview links (GET /api/preview/:token and its images). */
  previews: Limit;
};

/** The limits counted in fixed windows: all but the login slowdowns. */
type WindowedLimit = {
  [K in keyof RateLimits]: RateLimits[K] extends Limit ? K : never;
}[keyof RateLimits];

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 20, timeWindow: MINUTE },
  // Guessing one account's password (routes/auth/index.ts; docs/api.md, "Login attempts" works
  // out the bound these give): past the free failures each attempt waits, 1 s and doubling
  // with each failure up to 5 minutes, and 5 minutes without a failure forget one. The bound
  // holds while maxDelay is at least forgetEvery.
  loginFailuresPerClient: {
    free: 5,
    firstDelay: SECOND,
    maxDelay: 5 * MINUTE,
    forgetEvery: 5 * MINUTE,
  },
  loginFailuresPerAccount: {
    free: 10,
    firstDelay: SECOND,
    maxDelay: 5 * MINUTE,
    forgetEvery: 5 * MINUTE,
  },
  signupPerIp: { max: 20, timeWindow: 60 * MINUTE },
  signupPerEmail: { max: 5, timeWindow: 60 * MINUTE },
  comments: { max: 10, timeWindow: MINUTE },
  commentsPerAccount: { max: 5, timeWindow: MINUTE },
  commentsPerAccountHour: { max: 30, timeWindow: 60 * MINUTE },
  // Readers click fast; the site may also batch clicks (count up to 50 per request).
  claps: { max: 120, timeWindow: MINUTE },
  shorten: { max: 30, timeWindow: MINUTE },
  contact: { max: 5, timeWindow: 10 * MINUTE },
  // Per address, and many readers can share one (an office, a school, a mobile carrier's NAT).
  // A page view sends at most two beacons (the view, then its vitals): this is 200 readers at 3
  // pages a minute each. What one address can store is bounded apart from it, per day
  // (ANALYTICS_ROWS_PER_ADDRESS, docs/analytics.md).
  events: { max: 1200, timeWindow: MINUTE },
  verifyMailPerEmail: { max: 5, timeWindow: 60 * MINUTE },
  verifyMailPerIp: { max: 20, timeWindow: 60 * MINUTE },
  resetMailPerEmail: { max: 5, timeWindow: 60 * MINUTE },
  resetMailPerIp: { max: 20, timeWindow: 60 * MINUTE },
  emailLinks: { max: 30, timeWindow: 15 * MINUTE },
  // Each checks the password: fewer guesses through /account (10 an hour, 240 a day) than the
  // login's growing wait allows (30 an hour, 306 a day; docs/api.md, Login attempts).
  accountChanges: { max: 5, timeWindow: 30 * MINUTE },
  passkeys: { max: 30, timeWindow: MINUTE },
  previewLinks: { max: 30, timeWindow: MINUTE },
  // A preview is one answer and its images: 20 page loads of a post with 14 pictures a minute.
  previews: { max: 300, timeWindow: MINUTE },
};

type RateLimitPluginOptions = {
  limits?: Partial<RateLimits>;
  /**
   * An ioredis client (made with `redisOptions()`): counters shared by every replica, with
   * in-process counting while Redis is unreachable. In-process counters when absent.
   */
  redis?: Redis;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook enforcing one of the named limits, keyed by client IP or by `key(request)`. */
    limit(
      name: WindowedLimit,
      key?: (request: FastifyRequest) => string,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    rateLimits: {
      /** The limits in force. */
      limits: RateLimits;
      /** The counters behind them, and the login slowdowns (counts that are not per request). */
      counter: Counter;
      /** undefined without Redis; 'unreachable' while limits are counted in-process. */
      redis(): RedisState | undefined;
    };
  }
}

/** Adapts a Counter to @fastify/rate-limit's store interface. */
function storeOf(counter: Counter) {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.incr(key, timeWindow).then(
        (count) => done(null, count),
        (error: Error) => done(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export default fp<RateLimitPluginOptions>(
  async (app: FastifyInstance, options) => {
    const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
    const local = new LocalCounter();
    const failover = options.redis ? new FailoverCounter(options.redis, local, app.log) : undefined;
    const counter: Counter = failover ?? local;
    app.addHook('onClose', async () => {
      failover?.close();
      local.close();
    });
    app.decorate('rateLimits', { limits, counter, redis: () => failover?.state });

    await app.register(rateLimit, { global: false, store: storeOf(counter) });
    app.decorate('limit', (name: WindowedLimit, key?: (request: FastifyRequest) => string) => {
      const { max, timeWindow } = limits[name];
      // createRateLimit rather than rateLimit(): the latter lets only one limiter run per request,
      // and signup needs two (per IP, then per email).
      const check = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${name}:${key ? key(request) : clientAddress(request)}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw httpError(429, `Rate limit exceeded, retry in ${result.ttlInSeconds} seconds`);
      };
    });
  },
  { name: 'rate-limit' },
);
