// docs/deploy.md tested: the built site and the server in production mode behind Caddy over
// HTTPS, started from deploy/ as it is (see deploy-stack.ts for what a test machine changes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
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
