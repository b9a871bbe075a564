import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompressDir } from '../../build/precompress';
import { buildTestApp, get, testDatabase } from './support/helper';

/** The built site as the API server serves it: Gatsby's `public/` layout, in a temp folder. */
const BIG_SCRIPT = `export const notes = [${'"shipping software",'.repeat(200)}];`;
const HASH = '0123456789abcdef0123';
const BIG_BLOG = `<!doctype html><title>blog</title>${'<p>Notes on shipping software.</p>'.repeat(200)}`;

describe('the built site', () => {
  const database = testDatabase('pglite');
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.mkdirSync(path.join(dir, 'blog'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>lost</title>');
    fs.writeFileSync(path.join(dir, 'blog', 'index.html'), BIG_BLOG);
    fs.writeFileSync(path.join(dir, 'static', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, `app-${HASH}.js`), BIG_SCRIPT);
    fs.mkdirSync(path.join(dir, 'pagefind', 'fragment'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(dir, 'pagefind', 'fragment', 'en_1a2b3c.pf_fragment'), 'x');
    fs.mkdirSync(path.join(dir, 'fonts'));
    fs.writeFileSync(path.join(dir, 'fonts', 'inter-var-latin-5.3.0.woff2'), 'wOF2');
    fs.writeFileSync(path.join(dir, 'fonts', 'unversioned.woff2'), 'wOF2');
    await precompressDir(dir);
    app = await buildTestApp(database.db, { publicDir: dir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for / with revalidation and the site CSP', async () => {
    const home = await get(app, '/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('<title>home</title>');
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves /blog from blog/index.html, precompressed for clients that accept it', async () => {
    const brotli = await get(app, '/blog', { 'accept-encoding': 'br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_BLOG);

    const gzip = await get(app, '/blog', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_BLOG);

    const plain = await get(app, '/blog', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_BLOG);
  });

  it('marks hashed assets immutable', async () => {
    const asset = await get(app, '/static/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches a hashed bundle for a year also when its brotli or gzip copy is sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get(app, `/app-${HASH}.js`, { 'accept-encoding': encoding });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it("revalidates Pagefind's script (same name every build), not its content-named chunks", async () => {
    const script = await get(app, '/pagefind/pagefind.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const chunk = await get(app, '/pagefind/fragment/en_1a2b3c.pf_fragment');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches versioned fonts for a year, and revalidates a font without a version', async () => {
    const font = await get(app, '/fonts/inter-var-latin-5.3.0.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await get(app, '/fonts/unversioned.woff2');
    expect(other.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it("answers unknown pages with the site's 404.html, and unknown API routes with JSON", async () => {
    const lost = await get(app, '/no-such-page');
    expect(lost.statusCode).toBe(404);
    expect(lost.headers['content-type']).toMatch(/^text\/html/);
    expect(lost.body).toContain('<title>lost</title>');
    // A page asked with another method is still a page that is not there, not an API error.
    const posted = await app.inject({ method: 'POST', url: '/no-such-page' });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('<title>lost</title>');

    const api = await get(app, '/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/no-such-route not found' });
  });

  it('never serves files outside the site folder', async () => {
    const secret = path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`);
    fs.writeFileSync(secret, 'secret');
    try {
      for (const url of [
        `/../${path.basename(secret)}`,
        `/%2e%2e/${path.basename(secret)}`,
        `/static/..%2f..%2f${path.basename(secret)}`,
      ]) {
        const response = await get(app, url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('secret');
      }
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });
});
