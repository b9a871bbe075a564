import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from './support/server-process';

/**
 * Caddy's access log as deploy/Caddyfile writes it (docs/analytics.md, "What the logs keep"):
 * every request with the client's address, but no analytics beacon, however its path is spelled.
 * Caddy runs the file as it is, in front of a stand-in for the server; the deployment test
 * (__tests__/e2e/deploy.e2e.ts) runs the whole stack.
 */

function caddyPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  return found.status === 0 && bin ? bin : undefined;
}

// Always in CI (which installs Caddy for the deployment test; missing, it fails), elsewhere only
// when Caddy is installed.
const run = Boolean(process.env.CI) || caddyPath() !== undefined;
const suite = run ? describe : describe.skip;
const title = "Caddy's access log";

type Line = {
  request: { method: string; uri: string; remote_ip: string; headers: Record<string, string[]> };
  status: number;
};

suite(run ? title : `${title} (skipped: caddy is not installed)`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-access-log-'));
  const logFile = path.join(dir, 'access.log');
  let upstream: http.Server;
  let caddy: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    const bin = caddyPath();
    if (!bin)
      throw new Error('caddy is not installed: apt-get install caddy (.ci/run installs it)');
    // The server's part: 200 for the health check Caddy makes, 204 for anything else.
    upstream = http.createServer((request, response) => {
      request.resume();
      response.statusCode = request.url === '/api/health' ? 200 : 204;
      response.end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port: upstreamPort } = upstream.address() as { port: number };
    const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
    origin = `http://127.0.0.1:${httpPort}`;
    caddy = spawn(
      bin,
      ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      {
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          XDG_DATA_HOME: dir,
          XDG_CONFIG_HOME: dir,
          SITE_ADDRESS: origin,
          PORTFOLIO_UPSTREAMS: `127.0.0.1:${upstreamPort}`,
          PORTFOLIO_ACCESS_LOG: logFile,
          CADDY_HTTP_PORT: String(httpPort),
          CADDY_HTTPS_PORT: String(httpsPort),
          CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        },
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 15_000;
    for (;;) {
      const status = await fetch(`${origin}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`Caddy did not proxy /api/health (${status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  afterAll(async () => {
    const running = caddy;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => upstream?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lines = (): Line[] =>
    fs.existsSync(logFile)
      ? fs
          .readFileSync(logFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Line)
      : [];

  it('logs other requests with the client address, and no beacon however its path is spelled', async () => {
    // Every spelling that reaches the beacon route, and some that reach no route.
    const beacons = ['/api/events', '/api/events/', '/api/events?x=1', '/API/events'];
    const odd = ['/api/%65vents', '//api/events', '/api//events', '/api/Events/'];
    for (const uri of [...beacons, ...odd]) {
      const response = await fetch(`${origin}${uri}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', referer: `${origin}/blog` },
        body: '{"type":"pageview","path":"/blog","referrer":"","device":"desktop"}',
      });
      expect(response.status, uri).toBe(204);
    }
    const page = await fetch(`${origin}/blog`, { headers: { cookie: '__Host-session=s3cret' } });
    expect(page.status).toBe(204);
    // The /blog line is written after the beacons': once it is there, so are theirs.
    const deadline = Date.now() + 5000;
    while (!lines().some((line) => line.request.uri === '/blog')) {
      if (Date.now() > deadline) throw new Error('Caddy logged no line for /blog');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const logged = lines();
    expect(logged.filter((line) => [...beacons, ...odd].includes(line.request.uri))).toEqual([]);
    const line = logged.find(({ request }) => request.uri === '/blog');
    expect(line?.request).toMatchObject({ method: 'GET', remote_ip: '127.0.0.1' });
    // Caddy keeps the headers, but not a cookie's value.
    expect(line?.request.headers['User-Agent']).toBeDefined();
    expect(JSON.stringify(line)).not.toContain('s3cret');
  });
});
