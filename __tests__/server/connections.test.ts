import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AppOptions } from '../../server/app';
import { appForTest, testDatabase } from './support/helper';

/**
 * Slow and greedy clients over real TCP sockets (app.inject has no socket to time out): the
 * header, request, keep-alive and idle deadlines, and the per-client cap (on connections, or
 * behind a trusted proxy on requests in flight).
 */
const database = testDatabase('pglite');

const SHORT = { headersMs: 500, requestMs: 1000, keepAliveMs: 500, connectionMs: 5000 };

async function listening(options: Partial<AppOptions>): Promise<number> {
  const app: FastifyInstance = await appForTest(database.db, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

type Client = {
  socket: net.Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the milliseconds from connect to close. */
  closed: Promise<number>;
};

function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let started = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // A socket the server destroys may end in ECONNRESET: that is still "closed".
    socket.on('error', () => {});
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(Date.now() - started)),
    );
    socket.once('connect', () => {
      started = Date.now();
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
    onTestFinished(() => {
      socket.destroy();
    });
  });
}

/** Resolves to 'closed' or 'open' after `ms`, whichever comes first. */
function closedWithin(client: Client, ms: number): Promise<'closed' | 'open'> {
  return Promise.race([
    client.closed.then(() => 'closed' as const),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);
}

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';

async function answered(client: Client, request = HEALTH): Promise<string> {
  client.socket.write(request);
  const deadline = Date.now() + 5000;
  while (!/\r\n\r\n[\s\S]*\}/.test(client.received()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return client.received();
}

describe('timeouts', () => {
  it('closes a connection that sent part of a header line and went silent', async () => {
    const port = await listening({ timeouts: SHORT });
    const client = await connect(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: x');
    expect(await closedWithin(client, 3000)).toBe('closed');
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(400);
    expect(ms).toBeLessThan(3000);
  });

  it('closes a connection that never sends a byte', async () => {
    const port = await listening({ timeouts: SHORT });
    const client = await connect(port);
    expect(await closedWithin(client, 3000)).toBe('closed');
  });

  it('closes a request whose body stops half-way', async () => {
    const port = await listening({ timeouts: SHORT });
    const client = await connect(port);
    client.socket.write(
      'POST /api/claps/hello-world HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"count":',
    );
    expect(await closedWithin(client, 3000)).toBe('closed');
    expect(await client.closed).toBeGreaterThanOrEqual(900);
  });

  it('answers a prompt client, then closes its idle keep-alive connection', async () => {
    const port = await listening({ timeouts: SHORT });
    const client = await connect(port);
    expect(await answered(client)).toMatch(/^HTTP\/1\.1 200[\s\S]*"status":"ok"/);
    expect(await closedWithin(client, 3000)).toBe('closed');
  });

  it('uses production defaults that are set, not infinite', async () => {
    const app = await appForTest(database.db);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
    expect(app.server.timeout).toBe(60_000);
  });
});

describe('connections per client', () => {
  it('refuses connections from one address beyond the cap, and takes one again after a close', async () => {
    const port = await listening({ connectionsPerClient: 3 });
    const first = await connect(port);
    const clients = [first, await connect(port), await connect(port)];
    // The server counts a connection when it accepts it: make sure all three are counted.
    for (const client of clients) expect(await answered(client)).toMatch(/^HTTP\/1\.1 200/);

    const extra = await connect(port);
    expect(await closedWithin(extra, 2000)).toBe('closed');
    expect(extra.received()).toBe('');

    first.socket.destroy();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await connect(port);
    expect(await answered(again)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('caps at 64 by default', async () => {
    const port = await listening({});
    const clients = await Promise.all(Array.from({ length: 65 }, () => connect(port)));
    const states = await Promise.all(clients.map((client) => closedWithin(client, 1000)));
    expect(states.filter((state) => state === 'closed')).toHaveLength(1);
  });

  it('counts no sockets behind a proxy (every client shares its address)', async () => {
    const port = await listening({ trustProxy: true });
    const clients = await Promise.all(Array.from({ length: 70 }, () => connect(port)));
    const states = await Promise.all(clients.map((client) => closedWithin(client, 1000)));
    expect(states.filter((state) => state === 'closed')).toHaveLength(0);
  });
});

describe('requests per client behind a trusted proxy', () => {
  /** A request as the proxy forwards it for `client`: headers sent, the body stalled. */
  async function slowBody(port: number, client: string): Promise<Client> {
    const socket = await connect(port);
    socket.socket.write(
      'POST /api/claps/hello-world HTTP/1.1\r\nHost: x\r\n' +
        `X-Forwarded-For: ${client}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"count":',
    );
    return socket;
  }
  const healthFor = (client: string) =>
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\n\r\n`;
  /**
   * A health check for `client` on a fresh connection, repeated until it answers `status` (the
   * server reads the slow requests' headers in its own time) or 5 s pass: the last answer.
   */
  async function probe(port: number, client: string, status: number): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const answer = await answered(await connect(port), healthFor(client));
      if (answer.startsWith(`HTTP/1.1 ${status} `) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('refuses a client beyond the cap with 429, while another client is served', async () => {
    const port = await listening({ trustProxy: '127.0.0.1', connectionsPerClient: 3 });
    const held: Client[] = [];
    for (let i = 0; i < 3; i++) held.push(await slowBody(port, '203.0.113.9'));

    const refused = await probe(port, '203.0.113.9', 429);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Too many requests at once from your address',
    });
    expect(await answered(await connect(port), healthFor('203.0.113.10'))).toMatch(
      /^HTTP\/1\.1 200/,
    );

    // A finished request frees its place.
    const first = held[0] as Client;
    first.socket.destroy();
    await first.closed;
    expect(await probe(port, '203.0.113.9', 200)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('caps at 64 by default', async () => {
    const port = await listening({ trustProxy: '127.0.0.1' });
    await Promise.all(Array.from({ length: 64 }, () => slowBody(port, '198.51.100.7')));
    expect(await probe(port, '198.51.100.7', 429)).toMatch(/^HTTP\/1\.1 429/);
    expect(await answered(await connect(port), healthFor('198.51.100.8'))).toMatch(
      /^HTTP\/1\.1 200/,
    );
  });
});
