import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** How long the server waits for a client, in milliseconds (see docs/api.md, Timeouts). */
export type Timeouts = {
  /** From the connection (or the end of the previous request) to the last request header. */
  headersMs: number;
  /** From the connection (or the end of the previous request) to the end of the body. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** A socket with no traffic either way (e.g. a client that stops reading a response). */
  connectionMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 10_000,
  connectionMs: 60_000,
};

/**
 * The connections a single address may hold open at once; behind a trusted proxy, the requests
 * a single client address may have in flight at once.
 */
export const DEFAULT_CONNECTIONS_PER_CLIENT = 64;

/**
 * Node checks the header and request deadlines only every `connectionsCheckingInterval`
 * (30 s by default), so a half-sent header would live up to 30 s past its deadline. Checking
 * at a tenth of the shortest deadline (at most once a second) keeps the overshoot small.
 */
export function checkingIntervalMs(timeouts: Timeouts): number {
  return Math.max(
    50,
    Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 10)),
  );
}

/**
 * Refuses a client's connection beyond `max` open at once from its address (destroyed before
 * a byte is read). Behind a reverse proxy every client arrives from the proxy's address, so
 * the caller uses `capRequestsPerClient` there instead.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  if (!(max > 0)) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** The seconds a refused client is asked to wait: its own requests finish or time out meanwhile. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Refuses a client's request with 429 while `max` others from its address are in flight. For a
 * server behind a trusted proxy, where sockets all come from the proxy and say nothing about
 * who is behind them: `address` is the client as the proxy reported it (X-Forwarded-For), so a
 * client that holds requests open (a body sent a byte at a time) is stopped there, while other
 * clients are served. A request stops counting when its response is sent or its connection
 * closes, whichever comes first.
 */
export function capRequestsPerClient(
  app: FastifyInstance,
  max: number,
  address: (request: FastifyRequest) => string,
): void {
  if (!(max > 0)) return;
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const client = address(request);
    const count = (inFlight.get(client) ?? 0) + 1;
    if (count > max) {
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      throw httpError(429, 'Too many requests at once from your address');
    }
    inFlight.set(client, count);
    // 'close' comes once per response, after it is sent or when the connection goes first.
    reply.raw.once('close', () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
  });
}
