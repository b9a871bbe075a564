import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shortLinks } from '../../server/db/schema';
import { buildTestApp, drivers, get, post, SITE_URL, testDatabase } from './support/helper';

const ALIAS = 'http://127.0.0.1:8000';

describe.each(drivers)('short links on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  // A built site of one page: its 404 page.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'links-site-'));
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Page not found</title>');

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { siteOrigins: [SITE_URL, ALIAS], publicDir: site });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.db.delete(shortLinks);
  });

  const shorten = (url: unknown) => post(app, '/url', { url });
  const codeOf = (shortUrl: string) => shortUrl.slice(`${SITE_URL}/s/`.length);

  it('shortens a page of this site and redirects to it', async () => {
    const page = `${SITE_URL}/blog/hello-world?ref=share#comments`;
    const response = await shorten(page);
    expect(response.statusCode).toBe(200);
    const { shortUrl } = response.json();
    expect(shortUrl).toMatch(new RegExp(`^${SITE_URL}/s/[A-Za-z0-9]{7}$`));

    const redirect = await get(app, `/s/${codeOf(shortUrl)}`);
    expect([301, 302]).toContain(redirect.statusCode);
    expect(redirect.headers.location).toBe(page);
  });

  it('shortens a page opened under an alias, stores only its path and leads to SITE_URL', async () => {
    const response = await shorten(`${ALIAS}/blog/hello-world?ref=share#comments`);
    expect(response.statusCode).toBe(200);
    const { shortUrl } = response.json();
    expect(shortUrl.startsWith(`${SITE_URL}/s/`)).toBe(true);
    const [row] = await handle.db.db.select().from(shortLinks);
    expect(row?.url).toBe('/blog/hello-world?ref=share#comments');
    const redirect = await get(app, `/s/${codeOf(shortUrl)}`);
    expect(redirect.headers.location).toBe(`${SITE_URL}/blog/hello-world?ref=share#comments`);
    // The same page under either origin is one short link.
    expect((await shorten(`${SITE_URL}/blog/hello-world?ref=share#comments`)).json().shortUrl).toBe(
      shortUrl,
    );
  });

  it('never trusts the Host header: a request for evil.example cannot shorten evil.example', async () => {
    const response = await post(
      app,
      '/url',
      { url: 'http://evil.example/login' },
      { host: 'evil.example' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('url must be an address on this site');
  });

  it('sends a link stored as a whole URL (before paths only) to its path on SITE_URL', async () => {
    await handle.db.db
      .insert(shortLinks)
      .values({ code: 'Legacy1', url: 'http://old-host.example:8000/blog/old?x=1' });
    const redirect = await get(app, '/s/Legacy1');
    expect(redirect.headers.location).toBe(`${SITE_URL}/blog/old?x=1`);
  });

  it('gives the same URL the same code, also when asked concurrently', async () => {
    const page = `${SITE_URL}/blog/second-post`;
    const first = (await shorten(page)).json().shortUrl;
    expect((await shorten(page)).json().shortUrl).toBe(first);

    const other = `${SITE_URL}/blog/concurrent`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => shorten(other)));
    expect(new Set(answers.map((r) => r.json().shortUrl)).size).toBe(1);
    expect(await handle.db.db.select().from(shortLinks)).toHaveLength(2);
  });

  it.each([
    'https://evil.example/login',
    'http://localhost:8001/blog',
    'https://localhost:8000/blog',
    'http://localhost:8000.evil.example/',
    'http://user:pass@localhost:8000/blog',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/blog/relative',
    'not a url',
  ])('refuses %s with 400 (no open redirect)', async (url) => {
    const response = await shorten(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/url/);
    expect(await handle.db.db.select().from(shortLinks)).toEqual([]);
  });

  it.each([[''], ['x'.repeat(3000)], [42], [null]])('rejects url %j with 400', async (url) => {
    const response = await shorten(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/url/);
  });

  // A code past the router's parameter limit falls through to the site, which knows no such page.
  it.each(['zzzzzzz', 'short', 'toolongcode', '%2e%2e', 'a%00b', 'a'.repeat(300)])(
    'answers 404 for the unknown code %s, as a page and not JSON',
    async (code) => {
      const response = await get(app, `/s/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Page not found');
    },
  );

  it.each([
    '/login?next=%2F%09%2F127.0.0.1%3A8599%2Ftab',
    '/login?next=%2F%0A%2Fevil.example',
    '/login?next=%2F%0D%2Fevil.example',
    '/login?next=%5C%5Cevil.example',
    '/login?next=/.//evil.example',
    '/signup?next=https://evil.example/',
    '/blog?next=//evil.example',
  ])('refuses to hide a page that leads off the site afterwards: %s', async (page) => {
    const response = await shorten(`${SITE_URL}${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'url must not lead off this site (its next is another address)',
    );
  });

  it('shortens a login page whose next stays on the site', async () => {
    const response = await shorten(`${SITE_URL}/login?next=%2Fadmin%23inbox`);
    expect(response.statusCode).toBe(200);
  });
});
