import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../lib/errors';

/** max requests per timeWindow milliseconds. */
export type Limit = { max: number; timeWindow: number };

export type RateLimits = {
  loginPerIp: Limit;
  loginPerEmail: Limit;
  signupPerIp: Limit;
  signupPerEmail: Limit;
  comments: Limit;
  claps: Limit;
  shorten: Limit;
  contact: Limit;
};

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 20, timeWindow: MINUTE },
  // Guessing one account's password: 10 tries per 15 minutes, from any number of addresses.
  loginPerEmail: { max: 10, timeWindow: 15 * MINUTE },
  signupPerIp: { max: 20, timeWindow: 60 * MINUTE },
  signupPerEmail: { max: 5, timeWindow: 60 * MINUTE },
  comments: { max: 10, timeWindow: MINUTE },
  // Readers click fast; the site may also batch clicks (count up to 50 per request).
  claps: { max: 120, timeWindow: MINUTE },
  shorten: { max: 30, timeWindow: MINUTE },
  contact: { max: 5, timeWindow: 10 * MINUTE },
};

export type RateLimitPluginOptions = {
  limits?: Partial<RateLimits>;
  /** An ioredis client: counters shared by every replica. In-process counters when absent. */
  redis?: unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook enforcing one of the named limits, keyed by client IP or by `key(request)`. */
    limit(
      name: keyof RateLimits,
      key?: (request: FastifyRequest) => string,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export default fp<RateLimitPluginOptions>(
  async (app: FastifyInstance, options) => {
    const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
    await app.register(rateLimit, {
      global: false,
      ...(options.redis
        ? { redis: options.redis, nameSpace: 'portfolio-rl:', skipOnError: true }
        : {}),
    });
    app.decorate('limit', (name: keyof RateLimits, key?: (request: FastifyRequest) => string) => {
      const { max, timeWindow } = limits[name];
      // createRateLimit rather than rateLimit(): the latter lets only one limiter run per request,
      // and login and signup need two (per IP, then per email).
      const check = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${name}:${key ? key(request) : normalizeIP(request.ip)}`,
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
