import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { runUntilExit, startServer } from './support/server-process';

/**
 * `npm run serve` as a real process: the embedded PGlite under a data folder and the embedded
 * Content Lake, the built site from PUBLIC_DIR, SIGTERM shutdown, and data that survives a restart.
 */
let dir: string;

/** A page big enough to be worth encoding; the build writes its `.br` and `.gz` siblings. */
const BIG_BLOG = `<!doctype html><title>blog</title>${'<p>Notes on shipping software.</p>'.repeat(200)}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const site = path.join(dir, 'public');
  fs.mkdirSync(path.join(site, 'static'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><title>home</title><script>1</script>',
  );
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>lost</title>');
  fs.mkdirSync(path.join(site, 'blog'));
  fs.writeFileSync(path.join(site, 'blog', 'index.html'), BIG_BLOG);
  fs.writeFileSync(path.join(site, 'static', 'app-1234.js'), 'console.log(1)');
  await precompressDir(site);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The server over the test site, with its data under the test folder. */
const siteEnv = () => ({
  PUBLIC_DIR: path.join(dir, 'public'),
  PGLITE_DIR: path.join(dir, 'pglite'),
  CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
});

it('serves site and API, shuts down on SIGTERM, and keeps its data across restarts', async () => {
  const json = { 'content-type': 'application/json' };

  const first = await startServer(siteEnv());
  let base = first.base;
  try {
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>home</title>');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    // Served from the precompressed sibling, decoded by fetch into the very same page.
    const blog = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'br' } });
    expect(blog.status).toBe(200);
    expect(blog.headers.get('content-encoding')).toBe('br');
    expect(blog.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await blog.text()).toBe(BIG_BLOG);
    const gzipped = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(BIG_BLOG);
    const plain = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_BLOG);
    const asset = await fetch(`${base}/static/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const lost = await fetch(`${base}/no-such-page`);
    expect(lost.status).toBe(404);
    expect(await lost.text()).toContain('<title>lost</title>');

    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username: 'persistent',
        email: 'persist@example.com',
        password: 'a long enough passphrase',
      }),
    });
    expect(signup.status).toBe(201);
  } finally {
    expect(await first.stop()).toBe(0);
  }
  expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

  const second = await startServer(siteEnv());
  base = second.base;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'persist@example.com', password: 'a long enough passphrase' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.username).toBe('persistent');
  } finally {
    expect(await second.stop()).toBe(0);
  }
}, 180_000);

it('drains on SIGTERM with SHUTDOWN_DRAIN_SECONDS: health says 503 while pages are still served', async () => {
  const server = await startServer({
    ...siteEnv(),
    PGLITE_DIR: path.join(dir, 'pglite-drain'),
    SHUTDOWN_DRAIN_SECONDS: '3',
  });
  const stopped = server.stop();
  // The proxy's health check sees the replica leave; a request that still arrives is served.
  await expect
    .poll(async () => (await fetch(`${server.base}/api/health`)).status, { timeout: 2000 })
    .toBe(503);
  const health = await fetch(`${server.base}/api/health`);
  expect(await health.json()).toEqual({ status: 'draining', message: 'Shutting down' });
  const home = await fetch(`${server.base}/`);
  expect(home.status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect(await stopped).toBe(0);
}, 120_000);

it('gives back the memory its start-up grew once it has been quiet, and says so in its log', async () => {
  const server = await startServer({
    ...siteEnv(),
    PGLITE_DIR: path.join(dir, 'pglite-memory'),
    LOG_LEVEL: 'info',
  });
  try {
    // Nothing asks it anything: after a quiet spell it releases what start-up left behind.
    await expect
      .poll(() => server.output(), { timeout: 60_000, interval: 500 })
      .toContain('"msg":"released memory after a busy spell"');
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes('released memory after a busy spell'));
    const { rssMB } = JSON.parse(line as string);
    expect(rssMB.after).toBeLessThan(rssMB.before);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
}, 120_000);

it('refuses to start without the built site, naming the folder, unless API_ONLY is set', async () => {
  const missing = path.join(dir, 'not-built');
  const refused = await runUntilExit({
    PUBLIC_DIR: missing,
    PGLITE_DIR: path.join(dir, 'pglite-refused'),
    CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`The built site ${missing} does not exist`);
  expect(refused.output).toContain('API_ONLY=true');

  const apiOnly = await startServer({
    PUBLIC_DIR: missing,
    PGLITE_DIR: path.join(dir, 'pglite-api-only'),
    CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
    API_ONLY: 'true',
  });
  try {
    expect((await fetch(`${apiOnly.base}/api/health`)).status).toBe(200);
  } finally {
    await apiOnly.stop();
  }
}, 180_000);

it('names the database folder and the cause when it cannot be opened', async () => {
  // A path under a regular file cannot be a folder, even for root.
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, 'not a folder');
  const dataDir = path.join(file, 'pglite');
  const { code, output } = await runUntilExit({ ...siteEnv(), PGLITE_DIR: dataDir });
  expect(code).toBe(1);
  expect(output).toContain(`Could not open the embedded database in ${dataDir}: ENOTDIR`);
}, 120_000);
