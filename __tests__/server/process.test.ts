import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressDir } from '../../server/lib/precompress';

/**
 * `npm run serve` as a real process: the embedded PGlite under a data folder and the embedded
 * Content Lake, the built site from PUBLIC_DIR, SIGTERM shutdown, and data that survives a restart.
 */
const root = path.resolve(__dirname, '../..');
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function serve(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_DIR: path.join(dir, 'public'),
        PGLITE_DIR: path.join(dir, 'pglite'),
        CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SANITY_PROJECT_ID: '',
        FEED_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

it('serves site and API, shuts down on SIGTERM, and keeps its data across restarts', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const json = { 'content-type': 'application/json' };

  const first = await serve(port);
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
    expect(await stop(first.child)).toBe(0);
  }
  expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

  const second = await serve(port);
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'persist@example.com', password: 'a long enough passphrase' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.username).toBe('persistent');
  } finally {
    expect(await stop(second.child)).toBe(0);
  }
}, 180_000);

/** Runs the server with `env` until it exits (or 60 s); its exit code and everything it wrote. */
function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          SANITY_PROJECT_ID: '',
          FEED_URL: '',
          CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

it('refuses to start without the built site, naming the folder, unless API_ONLY is set', async () => {
  const missing = path.join(dir, 'not-built');
  const refused = await runUntilExit({
    PUBLIC_DIR: missing,
    PGLITE_DIR: path.join(dir, 'pglite-refused'),
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`The built site ${missing} does not exist`);
  expect(refused.output).toContain('API_ONLY=true');

  const port = await freePort();
  const apiOnly = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SANITY_PROJECT_ID: '',
        FEED_URL: '',
        CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
        PUBLIC_DIR: missing,
        PGLITE_DIR: path.join(dir, 'pglite-api-only'),
        API_ONLY: 'true',
      },
      stdio: 'ignore',
    },
  );
  try {
    const deadline = Date.now() + 90_000;
    let health: Response | undefined;
    while (!health && Date.now() < deadline && apiOnly.exitCode === null) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.status).toBe(200);
  } finally {
    await stop(apiOnly);
  }
}, 180_000);

it('names the database folder and the cause when it cannot be opened', async () => {
  // A path under a regular file cannot be a folder, even for root.
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, 'not a folder');
  const dataDir = path.join(file, 'pglite');
  const { code, output } = await runUntilExit({
    PUBLIC_DIR: path.join(dir, 'public'),
    PGLITE_DIR: dataDir,
  });
  expect(code).toBe(1);
  expect(output).toContain(`Could not open the embedded database in ${dataDir}: ENOTDIR`);
}, 120_000);
