import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shortLinks } from '../../server/db/schema';
import { buildTestApp, drivers, get, post, SITE_URL, testDatabase } from './support/helper';

const ALIAS = 'http://127.0.0.1:8000';

describe.each(drivers)('short links on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { siteOrigins: [SITE_URL, ALIAS] });
  });
  afterAll(async () => {
    await app.close();
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
    'answers 404 for the unknown code %s',
    async (code) => {
      const response = await get(app, `/s/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );
});
