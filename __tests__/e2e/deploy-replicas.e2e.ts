// docs/deploy.md, "Scaling out": two replicas from deploy/systemd/portfolio@.service (the first
// with portfolio-builder.conf) on PostgreSQL and Redis, behind Caddy with deploy/Caddyfile.
// Needs the servers CI starts (TEST_DATABASE_URL, TEST_REDIS_URL; .ci/run), like the server
// suite's PostgreSQL and Redis runs.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { request, startStack, type Stack } from './deploy-stack';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SLUG = 'postgres-indexes-explained';

/**
 * A TCP relay in front of PostgreSQL for the second replica, so one replica can lose its
 * database while the other keeps it (a network fault between that replica and the database).
 */
class Relay {
  private server = net.createServer((client) => this.relay(client));
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private target: URL) {}
  private relay(client: net.Socket) {
    const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  }
  async listen() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  /** The database is gone for whoever uses the relay: open connections cut, new ones refused. */
  async cut() {
    await new Promise((resolve) => {
      this.server.close(resolve);
      for (const socket of this.sockets) socket.destroy();
    });
    this.server = net.createServer((client) => this.relay(client));
  }
  url(database: string) {
    const url = new URL(this.target);
    url.host = `127.0.0.1:${this.port}`;
    url.pathname = `/${database}`;
    return url.toString();
  }
}

test.describe('scale-out: replicas behind Caddy', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(
    !databaseUrl || !redisUrl,
    'needs TEST_DATABASE_URL and TEST_REDIS_URL (bash scripts/ci-postgres.sh, scripts/ci-redis.sh)',
  );

  const database = `portfolio_replicas_${randomUUID().slice(0, 8)}`;
  let admin: pg.Client;
  let relay: Relay;
  let stack: Stack;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const own = new URL(databaseUrl as string);
    own.pathname = `/${database}`;
    relay = new Relay(new URL(databaseUrl as string));
    await relay.listen();
    stack = await startStack({
      replicas: { count: 2, databaseUrl: own.toString(), redisUrl: redisUrl as string },
      // The second replica reaches the same database through the relay.
      replicaEnv: (index): Record<string, string> =>
        index === 1 ? { DATABASE_URL: relay.url(database) } : {},
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
    await relay?.cut();
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  });

  test('Caddy spreads requests over both replicas, which share one database', async () => {
    const before = await Promise.all(
      stack.replicas.map(async (r) =>
        (await fetch(`http://127.0.0.1:${r.port}/api/health`)).json(),
      ),
    );
    expect(before).toEqual([
      { status: 'ok', database: 'ok', redis: 'ok' },
      { status: 'ok', database: 'ok', redis: 'ok' },
    ]);
    const claps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await request(stack, `/api/claps/${SLUG}`, {
        method: 'POST',
        headers: { origin: stack.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ count: 1 }),
      });
      expect(answer.status).toBe(200);
      claps.push((JSON.parse(answer.body.toString()) as { claps: number }).claps);
    }
    // Round robin: both replicas answered, and every clap counted once in the shared database.
    const served = stack.replicas.map(
      (r) => (r.output().match(/"url":"\/api\/claps\//g) ?? []).length,
    );
    expect(
      served.every((n) => n > 0),
      `requests per replica: ${served.join(', ')}`,
    ).toBe(true);
    expect(claps.slice(1).map((n, i) => n - (claps[i] as number))).toEqual([1, 1, 1, 1, 1]);
  });

  test('a replica that loses its database answers 503 and is taken out of rotation', async () => {
    const second = stack.replicas[1]!;
    await relay.cut();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${second.port}/api/health`)).status, {
        timeout: 20_000,
      })
      .toBe(503);
    // Caddy's health check (every 5 s) sees the 503; then every request goes to the first.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (let i = 0; i < 10; i++) {
      const answer = await request(stack, `/api/comments/${SLUG}`);
      expect(answer.status, `request ${i}`).toBe(200);
    }
    // And back in rotation once the database returns.
    await relay.listen();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${second.port}/api/health`)).status, {
        timeout: 20_000,
      })
      .toBe(200);
  });

  test('a rolling restart fails no request', async () => {
    const failures: string[] = [];
    let sent = 0;
    let running = true;
    const load = (async () => {
      while (running) {
        sent++;
        const answer = await request(stack, sent % 2 ? '/' : `/api/claps/${SLUG}`).catch(
          (e: Error) => ({ status: 0, body: Buffer.from(e.message) }),
        );
        if (answer.status !== 200)
          failures.push(`${answer.status} ${answer.body.toString().slice(0, 80)}`);
      }
    })();
    for (const replica of stack.replicas) {
      expect(await replica.stop()).toBe(0);
      await replica.start();
      // As the guide says: give Caddy's health check time to see it back before the next.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    }
    running = false;
    await load;
    expect(sent).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
