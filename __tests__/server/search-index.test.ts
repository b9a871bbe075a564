import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressDir } from '../../build/precompress';
import {
  portableTextToPlainText,
  writeSearchIndex,
  type SearchPost,
} from '../../build/search-index';
import { buildTestApp, get, SITE_URL, testDatabase } from './support/helper';

const POSTS: SearchPost[] = [
  {
    path: '/blog/postgres-indexes',
    title: 'PostgreSQL Indexes Explained',
    text: 'Build the index concurrently so writes keep flowing while it grows. A pattern for busy tables.',
    categories: ['Databases'],
    publishedAt: '2024-03-01T09:00:00.000Z',
  },
  {
    path: '/blog/react-suspense',
    title: 'Suspense for Data Fetching',
    text: 'A boundary shows a fallback while its children wait for data. A pattern for slow networks.',
    categories: ['React', 'Frontend'],
    publishedAt: '2025-01-15T09:00:00.000Z',
  },
  {
    path: '/blog/node-streams',
    title: 'Backpressure in Node Streams',
    text: 'Pipe a readable into a writable and the stream pauses when the buffer fills. A pattern for big files.',
    categories: ['Node.js', 'Databases'],
    publishedAt: '2023-07-04T09:00:00.000Z',
  },
];

/** The browser half of Pagefind (`pagefind.js`), as much of it as the site uses. */
type PagefindClient = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    term: string | null,
    options?: { filters?: unknown; sort?: Record<string, 'asc' | 'desc'> },
  ): Promise<{
    results: {
      data(): Promise<{
        raw_url: string;
        excerpt: string;
        meta: Record<string, string>;
        filters: Record<string, string[]>;
      }>;
    }[];
  }>;
};

describe('the search index, written at build time and queried as the browser does', () => {
  const database = testDatabase('pglite');
  let site: string;
  let app: FastifyInstance;
  let pagefind: PagefindClient;
  let result: Awaited<ReturnType<typeof writeSearchIndex>>;
  const fetched: { url: string; status: number; type: string; cache: string }[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title>');
    // A chunk left by an earlier build, which the new index must not leave behind.
    fs.mkdirSync(path.join(site, 'pagefind', 'fragment'), { recursive: true });
    fs.writeFileSync(path.join(site, 'pagefind', 'fragment', 'en_stale.pf_fragment'), 'old');
    result = await writeSearchIndex({ outputDir: site, posts: POSTS });
    // The build precompresses after writing the index, as gatsby-node's onPostBuild does.
    await precompressDir(site);
    app = await buildTestApp(database.db, { publicDir: site });

    // pagefind.js fetches its files from its own folder: here through the real static server.
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = new URL(String(input));
      const response = await get(app, url.pathname + url.search);
      fetched.push({
        url: url.pathname,
        status: response.statusCode,
        type: String(response.headers['content-type'] ?? ''),
        cache: String(response.headers['cache-control'] ?? ''),
      });
      return new Response(
        response.statusCode === 200 ? new Uint8Array(response.rawPayload) : null,
        {
          status: response.statusCode,
        },
      );
    });
    const script = pathToFileURL(path.join(site, 'pagefind', 'pagefind.js')).href;
    pagefind = (await import(/* @vite-ignore */ script)) as PagefindClient;
    await pagefind.options({ basePath: `${SITE_URL}/pagefind/`, excerptLength: 12 });
    await pagefind.init();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await app?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  const urls = async (search: ReturnType<PagefindClient['search']>) =>
    Promise.all((await search).results.map(async (r) => (await r.data()).raw_url));

  it('reports what it indexed and writes only what the site loads', () => {
    expect(result.posts).toBe(3);
    expect(result.words).toBeGreaterThan(30);
    expect(result.outputPath).toBe(path.join(site, 'pagefind'));
    const files = fs.readdirSync(path.join(site, 'pagefind'));
    expect(files).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']),
    );
    expect(files.filter((name) => /ui|highlight/.test(name))).toEqual([]);
    expect(fs.existsSync(path.join(site, 'pagefind', 'fragment', 'en_stale.pf_fragment'))).toBe(
      false,
    );
    expect(fs.readdirSync(site).filter((name) => name.startsWith('.pagefind'))).toEqual([]);
    const entry = JSON.parse(
      fs.readFileSync(path.join(site, 'pagefind/pagefind-entry.json'), 'utf8'),
    );
    expect(entry.languages.en.page_count).toBe(3);
  });

  it('finds a post by a word from its body, with the word marked in the excerpt', async () => {
    const { results } = await pagefind.search('concurrently');
    expect(results).toHaveLength(1);
    const data = await results[0]!.data();
    expect(data.raw_url).toBe('/blog/postgres-indexes');
    expect(data.meta).toEqual({
      title: 'PostgreSQL Indexes Explained',
      date: '2024-03-01T09:00:00.000Z',
    });
    expect(data.filters.category).toEqual(['Databases']);
    expect(data.excerpt).toContain('<mark>concurrently</mark>');
  });

  it('finds posts by title and by category name', async () => {
    expect(await urls(pagefind.search('backpressure'))).toEqual(['/blog/node-streams']);
    expect((await urls(pagefind.search('databases'))).sort()).toEqual([
      '/blog/node-streams',
      '/blog/postgres-indexes',
    ]);
  });

  it('offers every category as a filter and narrows results to any of the chosen ones', async () => {
    expect(await pagefind.filters()).toEqual({
      category: { Databases: 2, Frontend: 1, 'Node.js': 1, React: 1 },
    });
    const any = (categories: string[]) => ({ filters: { category: { any: categories } } });
    expect(await urls(pagefind.search('pattern', any(['React'])))).toEqual([
      '/blog/react-suspense',
    ]);
    expect((await urls(pagefind.search('pattern', any(['React', 'Node.js'])))).sort()).toEqual([
      '/blog/node-streams',
      '/blog/react-suspense',
    ]);
  });

  it('lists a category with no query newest first', async () => {
    const search = pagefind.search(null, {
      filters: { category: { any: ['Databases'] } },
      sort: { date: 'desc' },
    });
    expect(await urls(search)).toEqual(['/blog/postgres-indexes', '/blog/node-streams']);
  });

  it('is served with working types; the files that keep their name are revalidated', () => {
    const by = (pattern: RegExp) => fetched.filter((f) => pattern.test(f.url));
    expect(fetched.length).toBeGreaterThan(3);
    expect(fetched.every((f) => f.status === 200)).toBe(true);
    expect(by(/pagefind-entry\.json$/)[0]?.type).toMatch(/^application\/json/);
    for (const file of by(/\.pagefind$|\.pf_\w+$/)) {
      expect(file.type).toBe('application/octet-stream');
    }
    for (const file of by(/pagefind-entry\.json$|wasm\.\w+\.pagefind$/)) {
      expect(file.cache).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('serves pagefind.js compressed, and leaves its compressed chunks alone', async () => {
    const script = await get(app, '/pagefind/pagefind.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-encoding']).toBe('br');
    const chunks = fs.readdirSync(path.join(site, 'pagefind'), { recursive: true }).map(String);
    expect(chunks.filter((name) => /\.(pf_\w+|pagefind)\.(br|gz)$/.test(name))).toEqual([]);
  });
});

describe('writeSearchIndex failures', () => {
  it('names the post Pagefind could not index and stops the service', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-bad-'));
    try {
      // A title that is not text, which Pagefind's service refuses.
      const bad = { ...POSTS[0]!, title: 5 as unknown as string };
      await expect(writeSearchIndex({ outputDir: site, posts: [bad] })).rejects.toThrow(
        /^Search index: Pagefind could not index \/blog\/postgres-indexes: /,
      );
      expect(fs.readdirSync(site)).toEqual([]);
      // The service was closed, and a new run starts a fresh one.
      await expect(writeSearchIndex({ outputDir: site, posts: POSTS })).resolves.toMatchObject({
        posts: 3,
      });
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('fails with a clear error for a folder it cannot write, instead of hanging', async () => {
    const file = path.join(os.tmpdir(), `search-index-file-${process.pid}`);
    fs.writeFileSync(file, 'not a folder');
    try {
      await expect(writeSearchIndex({ outputDir: file, posts: POSTS })).rejects.toThrow(/ENOTDIR/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe('portableTextToPlainText', () => {
  it('keeps text blocks, code and image text a line each, and drops embeds', () => {
    const body = [
      { _type: 'block', style: 'h2', children: [{ _type: 'span', text: 'Find the slow query' }] },
      {
        _type: 'block',
        children: [
          { _type: 'span', text: 'Run ' },
          { _type: 'span', text: 'EXPLAIN ANALYZE', marks: ['code'] },
          { _type: 'span', text: ' first.' },
        ],
      },
      { _type: 'code', language: 'sql', code: 'CREATE INDEX CONCURRENTLY idx ON posts (slug);' },
      { _type: 'image', alt: 'A query plan', asset: { _ref: 'image-1' } },
      { _type: 'youtube', url: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ' },
      { _type: 'block', children: [{ _type: 'span', text: '   ' }] },
      'not a block',
    ];
    expect(portableTextToPlainText(body)).toBe(
      [
        'Find the slow query',
        'Run EXPLAIN ANALYZE first.',
        'CREATE INDEX CONCURRENTLY idx ON posts (slug);',
        'A query plan',
      ].join('\n'),
    );
    expect(portableTextToPlainText(undefined)).toBe('');
  });
});
