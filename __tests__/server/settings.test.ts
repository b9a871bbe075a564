/**
 * Settings: one schema for the site, the build and the server, read from the environment and
 * `.env` (the environment wins). The last two tests start the real server and load the real
 * gatsby-config in a folder whose `.env` is the only source of a value.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv, readSettings, SETTING_NAMES } from '../../server/settings';
import { freePort } from './support/server-process';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

const temps: string[] = [];
function tempDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment without any setting, so only what a test writes can reach the process. */
function envWithoutSettings(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...SETTING_NAMES, 'ENV_FILE', 'CONTENT_LAKE_URL']) delete env[name];
  return { ...env, ...extra };
}

describe('readSettings', () => {
  it('fills in defaults and treats empty values as unset', () => {
    const settings = readSettings({ PORT: '', SITE_URL: '  ' });
    expect(settings.PORT).toBe('8000');
    expect(settings.SITE_URL).toBe('http://localhost:8000');
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('puts an unset SITE_URL on this machine at PORT, where the server listens', () => {
    expect(readSettings({ PORT: '8600' }).SITE_URL).toBe('http://localhost:8600');
    expect(readSettings({ PORT: '8600', SITE_URL: '' }).SITE_URL).toBe('http://localhost:8600');
    expect(readSettings({ PORT: '8600', SITE_URL: 'https://a.example' }).SITE_URL).toBe(
      'https://a.example',
    );
    // Any free port (PORT=0) is not known in advance: the default port.
    expect(readSettings({ PORT: '0' }).SITE_URL).toBe('http://localhost:8000');
  });

  it.each([
    ['GATSBY_SITE_URL', 'example.com', 'an origin like https://example.com'],
    ['GATSBY_API_URL', 'ftp://api', 'an http(s) URL'],
    ['CONTENT_LAKE_PORT', 'lake', 'an integer from 0 to 65535'],
    ['NODE_ENV', 'prod', 'development, production or test'],
    ['SANITY_TOKEN', 'sk abc', 'a Sanity API token, pasted without spaces'],
  ])('stops on a bad %s (%j), saying what it expects', (name, value, expects) => {
    expect(() => readSettings({ [name]: value })).toThrow(`Setting ${name} must be ${expects}`);
  });

  it('never repeats a password in its message', () => {
    expect(() => readSettings({ REDIS_URL: 'http://:hunter2@cache' })).toThrow(/:\*\*\*@/);
    expect(() => readSettings({ REDIS_URL: 'http://:hunter2@cache' })).not.toThrow(/hunter2/);
  });

  it('has every setting documented in .env.example', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });
});

describe('loadDotEnv', () => {
  it('adds what .env says and keeps what the environment already has, even empty', () => {
    const dir = tempDir({ 'site.env': 'PORT=9100\nSITE_URL="https://a.example"\nHOST=::1\n' });
    const env: NodeJS.ProcessEnv = { ENV_FILE: path.join(dir, 'site.env'), PORT: '9200', HOST: '' };
    expect(loadDotEnv(env)).toBe(path.join(dir, 'site.env'));
    expect(env).toMatchObject({ PORT: '9200', SITE_URL: 'https://a.example', HOST: '' });
  });

  it('is fine without a .env, but not with a missing ENV_FILE', () => {
    const cwd = process.cwd();
    try {
      process.chdir(tempDir());
      expect(loadDotEnv({})).toBeUndefined();
    } finally {
      process.chdir(cwd);
    }
    expect(() => loadDotEnv({ ENV_FILE: '/nonexistent/site.env' })).toThrow(
      /^Setting ENV_FILE names "\/nonexistent\/site.env", which cannot be read/,
    );
  });
});

describe('a value written in .env', () => {
  it('reaches the server: it listens on the .env PORT and shortens links on the .env SITE_URL', async () => {
    const port = await freePort();
    const dir = tempDir({ 'public/index.html': '<!doctype html><title>t</title>' });
    fs.writeFileSync(
      path.join(dir, '.env'),
      [
        `PORT=${port}`,
        'HOST=127.0.0.1',
        'SITE_URL=https://from-dotenv.example',
        `PGLITE_DIR=${path.join(dir, 'pglite')}`,
        `CONTENT_DIR=${path.join(root, '__tests__/fixtures/content')}`,
        `FEED_FILE=${path.join(root, '__tests__/fixtures/content/photos/feed.json')}`,
        'LOG_LEVEL=warn',
        'NODE_ENV=production',
      ].join('\n'),
    );
    const server = spawn(tsx, [path.join(root, 'server/index.ts')], {
      cwd: dir,
      env: envWithoutSettings({ NODE_ENV: 'test' }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline || server.exitCode !== null) {
          throw new Error(`server did not start on the .env port:\n${stderr}`);
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      const short = await fetch(`${base}/url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://from-dotenv.example' },
        body: JSON.stringify({ url: 'https://from-dotenv.example/blog/hello' }),
      });
      expect(short.status).toBe(200);
      const { shortUrl } = (await short.json()) as { shortUrl: string };
      expect(shortUrl.startsWith('https://from-dotenv.example/')).toBe(true);
      // .env says NODE_ENV=production, the environment says test: the environment wins, so
      // the session cookie is the plain-http one, not the Secure __Host- one.
      const account = {
        username: 'dotenv',
        email: 'dotenv@example.com',
        password: 'a long and unusual passphrase 42',
      };
      const post = (route: string, body: object) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://from-dotenv.example' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/signup', account)).status).toBe(201);
      const login = await post('/api/auth/login', account);
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/^session=/);
    } finally {
      // A server that already exited (a start-up error) sends no more 'exit'.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
    }
  }, 150_000);

  it('reaches the build: gatsby-config takes the site URL and the Sanity project from .env', () => {
    const dir = tempDir({
      '.env': 'GATSBY_SITE_URL=https://built-from-dotenv.example\nSANITY_PROJECT_ID=abc123\n',
    });
    const script = `
      const config = require(${JSON.stringify(path.join(root, 'gatsby-config.ts'))}).default;
      const sanity = config.plugins.find((p) => p.resolve === 'gatsby-source-sanity');
      console.log(JSON.stringify({
        siteUrl: config.siteMetadata.siteUrl,
        projectId: sanity.options.projectId,
        bundle: process.env.GATSBY_SITE_URL,
      }));`;
    const out = execFileSync(tsx, ['-e', script], {
      cwd: dir,
      env: envWithoutSettings(),
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop() ?? '{}')).toEqual({
      siteUrl: 'https://built-from-dotenv.example',
      projectId: 'abc123',
      bundle: 'https://built-from-dotenv.example',
    });
  }, 60_000);

  it('stops the build with the setting named when .env holds a bad value', () => {
    const dir = tempDir({ '.env': 'GATSBY_SITE_URL=not a url\n' });
    let message = '';
    try {
      execFileSync(tsx, ['-e', `require(${JSON.stringify(path.join(root, 'gatsby-config.ts'))})`], {
        cwd: dir,
        env: envWithoutSettings(),
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      message = String((error as { stderr?: string }).stderr);
    }
    expect(message).toContain(
      'Setting GATSBY_SITE_URL must be an origin like https://example.com, got "not a url"',
    );
  }, 60_000);
});
