// docs/deploy.md tested: the built site and the server in production mode behind Caddy over
// HTTPS, started from deploy/ as it is (see deploy-stack.ts for what a test machine changes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import tls from 'node:tls';
import { chromium, type Browser } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import {
  browserHomeTrusting,
  DOMAIN,
  requireProgram,
  lookupDomain,
  request,
  startStack,
  type Answer,
  type Stack,
} from './deploy-stack';

const POST = '/blog/postgres-indexes-explained';
let stack: Stack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString('utf8')) as unknown;
const sameOrigin = () => ({ origin: stack.origin, 'content-type': 'application/json' });

test('pages are served over HTTP/2 with a certificate from the CA, and plain http redirects', async () => {
  const session = http2.connect(stack.origin, { ca: stack.ca, lookup: lookupDomain });
  try {
    const answer = await new Promise<{ status: number; alpn: string | false; type: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': '/', 'accept-encoding': 'br' });
        stream.on('response', (headers) => {
          resolve({
            status: Number(headers[':status']),
            alpn: session.alpnProtocol ?? false,
            type: String(headers['content-type']),
          });
          stream.close();
        });
        stream.on('error', reject);
        stream.end();
      },
    );
    expect(answer).toEqual({ status: 200, alpn: 'h2', type: 'text/html; charset=utf-8' });
  } finally {
    session.close();
  }

  const home = await request(stack, '/');
  expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(home.body.toString()).toContain('<html');

  // Port 80's job: send visitors to https.
  const plain = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const socket = net.connect(stack.httpPort, '127.0.0.1', () =>
      socket.end(`GET /blog HTTP/1.1\r\nHost: ${DOMAIN}\r\nConnection: close\r\n\r\n`),
    );
    let raw = '';
    socket.on('data', (d: Buffer) => (raw += d.toString()));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1]),
        location: /\r\nlocation: (.*)\r\n/i.exec(raw)?.[1],
      }),
    );
    socket.on('error', reject);
  });
  expect(plain.status).toBe(308);
  // Caddy redirects to the standard https port (443 in the documented setup; a test port here).
  expect(plain.location).toBe(`https://${DOMAIN}/blog`);
});

test('precompressed assets keep their cache headers through the proxy', async () => {
  const html = (await request(stack, '/')).body.toString();
  // The page's loader names its bundles (build/deferred-scripts.ts).
  const script = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script, 'the home page loads a hashed app bundle').toBeTruthy();

  const asset = await request(stack, script as string, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status).toBe(200);
  expect(asset.headers['content-encoding']).toBe('br');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const gz = await request(stack, script as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');

  for (const page of ['/', '/blog/', '/page-data/index/page-data.json']) {
    const answer = await request(stack, page, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status, page).toBe(200);
    expect(answer.headers['cache-control'], page).toMatch(/max-age=0, must-revalidate|no-cache/);
  }
});

test('a visitor signs up, logs in, comments and logs out in Chromium over HTTPS', async () => {
  let browser: Browser | undefined;
  try {
    const options = chromiumLaunchOptions([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);
    browser = await chromium.launch({
      ...options,
      // A profile whose certificate store trusts the test CA: no certificate errors ignored.
      env: { ...options.env, HOME: browserHomeTrusting(stack.caFile, stack.dir) },
    });
    const context = await browser.newContext({ baseURL: stack.origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });

    const id = Date.now().toString(36);
    const account = {
      username: `deploy_${id}`,
      email: `deploy.${id}@example.com`,
      password: 'correct horse battery staple 42',
    };
    await page.goto('/signup/');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    // Production mails through SMTP_URL: the verification link arrives, absolute on SITE_URL.
    const mail = await stack.smtp.waitFor(account.email, () => true, 20_000);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.links.some((l) => l.startsWith(`${stack.origin}/verify-email/#token=`))).toBe(true);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Logged in, the site moves on to the blog, with the account in the header.
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(page.getByRole('button', { name: account.username })).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === '__Host-session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', domain: DOMAIN });

    await page.goto(POST);
    // The comments load when the reader comes near them.
    await page.getByRole('heading', { level: 2, name: /^Comments/ }).scrollIntoViewIfNeeded();
    const text = `Read over TLS ${id}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(
      account.username,
    );

    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('__Host-session');
    expect(errors).toEqual([]);

    // The comment stays, for anyone.
    const comments = json(await request(stack, `/api/comments/postgres-indexes-explained`));
    expect(comments).toEqual(
      expect.arrayContaining([expect.objectContaining({ text, userId: expect.anything() })]),
    );
  } finally {
    await browser?.close();
  }
});

test('the CSRF check refuses a foreign origin and accepts the site itself', async () => {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const foreign = await request(stack, '/api/auth/login', {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body,
  });
  expect(foreign.status).toBe(403);
  expect(json(foreign)).toEqual({ message: 'Cross-origin request refused' });
  // The same origin over plain http is another origin too.
  const downgraded = await request(stack, '/api/auth/login', {
    method: 'POST',
    headers: { ...sameOrigin(), origin: stack.origin.replace('https:', 'http:') },
    body,
  });
  expect(downgraded.status).toBe(403);

  const own = await request(stack, '/api/auth/login', {
    method: 'POST',
    headers: sameOrigin(),
    body,
  });
  expect(own.status).toBe(401);
  expect(json(own)).toEqual({ message: 'Invalid email or password' });
});

test('short links point at the HTTPS origin and redirect there', async () => {
  const shortened = await request(stack, '/url', {
    method: 'POST',
    headers: sameOrigin(),
    body: JSON.stringify({ url: `${stack.origin}${POST}` }),
    from: '127.0.0.4',
  });
  expect(shortened.status).toBe(200);
  const { shortUrl } = json(shortened) as { shortUrl: string };
  expect(shortUrl).toMatch(new RegExp(`^${stack.origin}/s/[A-Za-z0-9_-]{7}$`));

  const followed = await request(stack, new URL(shortUrl).pathname);
  expect(followed.status).toBe(302);
  expect(followed.headers.location).toBe(`${stack.origin}${POST}`);
});

test('rate limits count the real client and ignore a spoofed X-Forwarded-For', async () => {
  const shorten = (from: string, spoof?: string) =>
    request(stack, '/url', {
      method: 'POST',
      headers: { ...sameOrigin(), ...(spoof ? { 'x-forwarded-for': spoof } : {}) },
      body: JSON.stringify({ url: `${stack.origin}/blog` }),
      from,
    });
  // The shortener allows 30 a minute per client. One visitor (127.0.0.2) pretends to be a
  // different address on every request: all 30 count as theirs.
  for (let i = 1; i <= 30; i++) {
    expect((await shorten('127.0.0.2', `203.0.113.${i}`)).status).toBe(200);
  }
  const over = await shorten('127.0.0.2', '198.51.100.7');
  expect(over.status).toBe(429);
  expect(json(over)).toMatchObject({ message: expect.stringMatching(/rate limit|too many/i) });
  expect((await shorten('127.0.0.2')).status).toBe(429);
  // Another visitor is not under that limit: the proxy's own address is not what counts.
  expect((await shorten('127.0.0.3')).status).toBe(200);
});

test('the server answers only on loopback; the health check goes through the proxy', async () => {
  const connects = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(stack.serverPort, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  expect(await connects('127.0.0.1')).toBe(true);
  // Bound to 127.0.0.1 alone: not even another loopback address reaches it, let alone the
  // machine's network interfaces.
  expect(await connects('127.0.0.2')).toBe(false);
  for (const address of Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')) {
    expect(await connects(address!.address), address!.address).toBe(false);
  }

  const health = await request(stack, '/api/health');
  expect(health.status).toBe(200);
  expect(json(health)).toEqual({ status: 'ok', database: 'ok' });
});

/** deploy/Caddyfile's `read_header`: how long Caddy waits for a request's headers. */
const HEADER_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Held = {
  socket: net.Socket;
  /** Everything Caddy sent. */
  received: () => string;
  /** When `text` was sent (Date.now()), and when the socket closed, or undefined while open. */
  sentAt: number;
  closedAt: () => number | undefined;
};

/**
 * A connection to Caddy from the address `from` that sends `text` and then stalls: over TLS to
 * the site, or with `plain` to port 80.
 */
function holdOpen(from: string, text: string, plain = false): Promise<Held> {
  return new Promise((resolve, reject) => {
    const tcp = net.connect({
      host: '127.0.0.1',
      port: plain ? stack.httpPort : stack.httpsPort,
      localAddress: from,
    });
    const socket = plain
      ? tcp
      : tls.connect({ socket: tcp, servername: DOMAIN, ca: stack.ca, ALPNProtocols: ['http/1.1'] });
    let received = '';
    let closedAt: number | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.once('close', () => (closedAt = Date.now()));
    socket.once(plain ? 'connect' : 'secureConnect', () => {
      socket.write(text);
      socket.on('error', () => {}); // a reset is a close too
      resolve({ socket, received: () => received, sentAt: Date.now(), closedAt: () => closedAt });
    });
    socket.once('error', reject);
  });
}

/** GET /api/health through Caddy on a fresh connection: its status, or 0 if none within 2 s. */
const health = (from: string): Promise<Answer> =>
  Promise.race([
    request(stack, '/api/health', { from }),
    sleep(2000).then(() => ({ status: 0, headers: {}, body: Buffer.alloc(0) })),
  ]).catch(() => ({ status: 0, headers: {}, body: Buffer.alloc(0) }));

test('Caddy closes 300 half-sent requests from one client (and 20 on port 80) at its header timeout, and the site answers throughout', async () => {
  test.setTimeout(120_000);
  // 320 sockets here and as many in Caddy: well inside `ulimit -n` (1024 by default on Linux).
  const COUNT = 300;
  const FROM = '127.0.0.5';
  const LIMIT_MS = HEADER_TIMEOUT_MS + 5000;
  const probes: number[] = [];
  let probing = true;
  // Another visitor asks for the health check every 500 ms, each time on a new connection.
  const prober = (async () => {
    while (probing) {
      probes.push((await health('127.0.0.6')).status);
      await sleep(500);
    }
  })();
  const held: Held[] = [];
  try {
    // Half a header line, never finished.
    const half = `GET / HTTP/1.1\r\nHost: ${DOMAIN}\r\nUser-Agent: slow`;
    for (let i = 0; i < COUNT; i += 50) {
      const batch = Array.from({ length: Math.min(50, COUNT - i) }, () => holdOpen(FROM, half));
      held.push(...(await Promise.all(batch)));
    }
    // Port 80, which only redirects, holds to the same timeouts.
    for (let i = 0; i < 20; i++) held.push(await holdOpen(FROM, half, true));
    const last = Math.max(...held.map((h) => h.sentAt));
    while (held.some((h) => h.closedAt() === undefined) && Date.now() < last + LIMIT_MS) {
      await sleep(100);
    }
    const open = held.filter((h) => h.closedAt() === undefined).length;
    expect(open, `connections still open ${LIMIT_MS} ms after their half header`).toBe(0);
    const longest = Math.max(...held.map((h) => (h.closedAt() as number) - h.sentAt));
    expect(longest).toBeLessThanOrEqual(LIMIT_MS);
    // Closed without an answer: nothing reached the server.
    expect(held.map((h) => h.received()).filter(Boolean)).toEqual([]);
  } finally {
    probing = false;
    await prober;
    for (const h of held) h.socket.destroy();
  }
  // At least one probe every 500 ms + 2 s over the wait, and every one answered.
  expect(probes.length).toBeGreaterThanOrEqual(LIMIT_MS / 2500);
  expect(probes.filter((status) => status !== 200)).toEqual([]);
});

test('behind Caddy, a client holding 64 requests open is refused more, and others are served', async () => {
  test.setTimeout(60_000);
  const held: Held[] = [];
  try {
    // 64 requests whose body stops after a few bytes: Caddy passes each on as it arrives.
    const stalled =
      `POST /api/claps/${POST.split('/').pop()} HTTP/1.1\r\nHost: ${DOMAIN}\r\n` +
      `Origin: ${stack.origin}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100\r\n\r\n{"count":';
    held.push(
      ...(await Promise.all(Array.from({ length: 64 }, () => holdOpen('127.0.0.7', stalled)))),
    );
    // The server counts them as they reach it: the same client's next request is refused.
    let refused = await health('127.0.0.7');
    for (let tries = 0; refused.status !== 429 && tries < 50; tries++) {
      await sleep(100);
      refused = await health('127.0.0.7');
    }
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(json(refused)).toEqual({ message: 'Too many requests at once from your address' });
    expect((await health('127.0.0.8')).status).toBe(200);
    // Their bodies are late, not past Caddy's 30 s yet: all still open.
    expect(held.filter((h) => h.closedAt() !== undefined)).toHaveLength(0);
  } finally {
    for (const h of held) h.socket.destroy();
  }
  // Their requests gone, the client is served again.
  let again = await health('127.0.0.7');
  for (let tries = 0; again.status !== 200 && tries < 50; tries++) {
    await sleep(100);
    again = await health('127.0.0.7');
  }
  expect(again.status).toBe(200);
});

test('the service stops gracefully on SIGTERM', async () => {
  const { server } = await stack.stop();
  expect(server, stack.output().slice(-2000)).toBe(0);
  expect(stack.output()).toContain('shutting down');
});

test('systemd accepts the unit files without a warning', () => {
  const systemdAnalyze = requireProgram('systemd-analyze', 'systemd');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-units-'));
  try {
    // Node lives elsewhere on a test machine; systemd checks that ExecStart's program exists.
    const units = [
      'portfolio.service',
      'portfolio@.service',
      'portfolio-backup.service',
      'portfolio-backup.timer',
    ];
    for (const unit of units) {
      const text = fs.readFileSync(path.join('deploy/systemd', unit), 'utf8');
      fs.writeFileSync(
        path.join(dir, unit),
        text.replaceAll('/usr/local/bin/node', process.execPath),
      );
    }
    const result = spawnSync(
      systemdAnalyze,
      ['verify', ...units.map((unit) => path.join(dir, unit.replace('@.', '@8001.')))],
      { encoding: 'utf8' },
    );
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
