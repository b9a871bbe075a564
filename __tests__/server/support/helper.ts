import crypto from 'node:crypto';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../../server/app';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../../server/db/client';
import type { ContentReader } from '../../../server/plugins/content';
import type { RateLimits } from '../../../server/plugins/rate-limit';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

// PGlite's CommonJS build loads node:fs and friends with import(), which Jest's module sandbox
// refuses without --experimental-vm-modules. Node's own loader (reached through the builtin
// module's _load) runs it outside the sandbox; only the test setup does this.
type NodeModule = { _load(request: string, parent: null, isMain: boolean): unknown };
function loadPglite(): typeof PGlite {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodeModule = require('node:module') as NodeModule;
  const loaded = nodeModule._load(require.resolve('@electric-sql/pglite'), null, false) as {
    PGlite: typeof PGlite;
  };
  return loaded.PGlite;
}

/** initdb takes seconds; a migrated snapshot loads in about one. Keyed by the migrations. */
function snapshotPath(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return path.join(os.tmpdir(), `portfolio-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPgliteForTest(): Promise<DatabaseHandle> {
  const PGliteClass = loadPglite();
  const snapshot = snapshotPath();
  if (fs.existsSync(snapshot)) {
    const client = await PGliteClass.create({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    return openDatabase({ pglite: client });
  }
  const handle = await openDatabase({ pglite: await PGliteClass.create() });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const temp = `${snapshot}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, snapshot);
  return handle;
}

/** A fresh database on a real PostgreSQL server, dropped again on close. */
async function openPostgresForTest(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portfolio_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  return driver === 'pglite' ? openPgliteForTest() : openPostgresForTest();
}

/** The posts the fake content service knows, with their `claps` (undefined = field absent). */
export const POSTS: Record<string, number | undefined> = {
  'hello-world': 5,
  'no-claps-yet': undefined,
  'second-post': 0,
};

export function fakeContent(posts: Record<string, number | undefined> = POSTS): ContentReader & {
  calls: number;
} {
  const reader = {
    calls: 0,
    async getPostClaps(slug: string) {
      reader.calls++;
      if (!Object.hasOwn(posts, slug)) return null;
      return posts[slug] ?? 0;
    },
  };
  return reader;
}

const GENEROUS: Partial<RateLimits> = Object.fromEntries(
  [
    'loginPerIp',
    'loginPerEmail',
    'signupPerIp',
    'signupPerEmail',
    'comments',
    'claps',
    'shorten',
    'contact',
  ].map((name) => [name, { max: 100_000, timeWindow: 60_000 }]),
);

export const SITE_URL = 'http://localhost:8000';

/**
 * The real app on a given database, listening on a free loopback port. Rate limits are generous unless a test sets them, so one
 * test's requests do not trip another's limit.
 */
export async function makeApp(
  database: DatabaseHandle,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    publicDir: path.join(os.tmpdir(), 'portfolio-no-site'),
    database,
    content: fakeContent(),
    siteUrl: SITE_URL,
    feed: { file: path.join(os.tmpdir(), 'portfolio-no-feed.json') },
    ...options,
    rateLimits: { ...GENEROUS, ...options.rateLimits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Sets up a fresh database per test file (per driver) and closes it after. */
export function useDatabase(driver: Driver): { readonly db: DatabaseHandle } {
  const holder: { db?: DatabaseHandle } = {};
  beforeAll(async () => {
    holder.db = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await holder.db?.close();
  });
  return {
    get db() {
      if (!holder.db) throw new Error('database not open yet');
      return holder.db;
    },
  };
}

/** Empties every table between tests that need a clean slate. */
export async function truncateAll(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE users, user_credentials, sessions, comments, post_claps, short_links, contact_messages CASCADE`,
  );
}

export async function countRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = [
    'users',
    'user_credentials',
    'sessions',
    'comments',
    'post_claps',
    'short_links',
    'contact_messages',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return counts;
}

export type Cookie = {
  name: string;
  value: string;
  maxAge?: number;
  path?: string;
  domain?: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: string;
};

export type TestResponse = {
  statusCode: number;
  headers: Headers;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  cookies: Cookie[];
};

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
  const at = pair.indexOf('=');
  const cookie: Cookie = {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'path':
        cookie.path = value;
        break;
      case 'domain':
        cookie.domain = value;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = value;
        break;
    }
  }
  return cookie;
}

export type RequestOptions = {
  method?: string;
  url: string;
  /** An object is sent as JSON; a string or Buffer as is (JSON content type unless set); FormData as multipart. */
  payload?: unknown;
  headers?: Record<string, string>;
};

/**
 * One request over a real socket to the listening app (app.inject's light-my-request needs the
 * ESM-only `cookie` package, which Jest's CommonJS sandbox cannot load on Node 20).
 */
export async function request(
  app: FastifyInstance,
  options: RequestOptions,
): Promise<TestResponse> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  const { payload } = options;
  if (payload instanceof FormData) {
    body = payload;
  } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    body = typeof payload === 'string' ? payload : new Uint8Array(payload);
    headers['content-type'] ??= 'application/json';
  } else if (payload !== undefined) {
    body = JSON.stringify(payload);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`http://127.0.0.1:${address.port}${options.url}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: response.headers,
    body: text,
    json: () => JSON.parse(text),
    cookies: response.headers.getSetCookie().map(parseSetCookie),
  };
}

/**
 * Sends JSON POSTs so they arrive together: every socket connects first, then all requests are
 * written in one synchronous loop, so the server reads them in the same event-loop turn and their
 * handlers truly overlap (fetch would stagger them). Resolves to each response's status and body.
 */
export async function burst(
  app: FastifyInstance,
  requests: { url: string; payload: unknown }[],
): Promise<{ statusCode: number; body: string }[]> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(address.port, '127.0.0.1', () => resolve(socket));
          socket.on('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        let data = '';
        socket.on('data', (chunk) => (data += String(chunk)));
        socket.on('end', () => resolve(data));
      }),
  );
  requests.forEach(({ url, payload }, i) => {
    const body = JSON.stringify(payload);
    sockets[i]?.write(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return (await Promise.all(answers)).map((raw) => ({
    statusCode: Number(raw.slice(9, 12)),
    body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
  }));
}

export function get(app: FastifyInstance, url: string, headers?: Record<string, string>) {
  return request(app, { method: 'GET', url, headers });
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  extra: { headers?: Record<string, string> } = {},
) {
  return request(app, { method: 'POST', url, payload, headers: extra.headers });
}

export const PASSWORD = 'correct horse battery staple';

export async function signup(
  app: FastifyInstance,
  user: { username: string; email: string; password?: string },
): Promise<TestResponse> {
  const response = await post(app, '/api/auth/signup', { password: PASSWORD, ...user });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return response;
}

/** Logs in and returns the session cookie as a `cookie` header value. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const response = await post(app, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'session' || c.name === '__Host-session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

export function sessionToken(cookieHeader: string): string {
  return cookieHeader.slice(cookieHeader.indexOf('=') + 1);
}
