import type { Server } from 'node:http';
import type { Socket } from 'node:net';

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

/** The connections a single address may hold open at once. */
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
 * the caller turns this off there and the proxy's own per-client limit applies.
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
