import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startContentLake, type ContentLake } from '../../server/content-lake';

/**
 * The Lake over HTTP, as gatsby-source-sanity, @sanity/client and the API server read it. It
 * serves the sample authoring folder (content/) for now; the shape checks below are about it.
 */
const CONTENT = path.resolve(__dirname, '../../content');

let dataDir: string;
let lake: ContentLake;

const q = (query: string, params: Record<string, unknown> = {}) => {
  const search = new URLSearchParams({ query });
  for (const [k, v] of Object.entries(params)) search.set(`$${k}`, JSON.stringify(v));
  return fetch(`${lake.url}/v1/data/query/production?${search}`);
};

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-test-'));
  lake = await startContentLake({ contentDir: CONTENT, dataDir });
});
afterEach(async () => {
  await lake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('listens on 127.0.0.1 with the embedded project and dataset', () => {
  expect(lake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(lake.projectId).toBe('embedded');
  expect(lake.dataset).toBe('production');
});

test('GET query answers {ms, query, result} with $params, resolving image assets', async () => {
  const query =
    '*[_type == "post" && slug.current == $slug][0]{title, claps, "img": mainImage.asset->{url, mimeType, metadata{dimensions}}}';
  const res = await q(query, { slug: 'core-web-vitals' });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.query).toBe(query);
  expect(typeof body.ms).toBe('number');
  expect(body.result.title).toBe('Measuring Web Performance with Core Web Vitals');
  expect(body.result.claps).toBe(59);
  expect(body.result.img.url).toMatch(
    new RegExp(`^${lake.url}/images/embedded/production/[a-f0-9]{40}-1200x630\\.webp$`),
  );
  expect(body.result.img.mimeType).toBe('image/webp');
  expect(body.result.img.metadata.dimensions).toMatchObject({ width: 1200, height: 630 });
  const image = await fetch(body.result.img.url);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  // Sanity's CDN parameters (the plugin's placeholder URLs use rect, w, h and q).
  const small = await fetch(`${body.result.img.url}?rect=0,0,600,630&w=20&h=21&q=50`);
  expect(small.status).toBe(200);
  const bytes = Buffer.from(await small.arrayBuffer());
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
});

test('POST query, the sample dataset shape, and drafts hidden from anonymous reads', async () => {
  const res = await fetch(`${lake.url}/v1/data/query/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{
        "posts": count(*[_type == "post"]),
        "categories": count(*[_type == "category"]),
        "experience": count(*[_type == "experience"]),
        "drafts": count(*[_id in path("drafts.**")]),
        "noClaps": count(*[_type == "post" && !defined(claps)]),
        "zeroClaps": count(*[_type == "post" && claps == 0]),
        "twoCategories": count(*[_type == "post" && count(categories) == 2]),
        "languages": array::unique(*[_type == "post"].body[_type == "code"].language),
        "youtube": *[_type == "post"].body[_type == "youtube"].url,
        "years": array::unique(*[_type == "post"]{"y": string::split(publishedAt, "-")[0]}.y),
        "currentJob": count(*[_type == "experience" && !defined(endDate)])
      }`,
    }),
  });
  expect(res.status).toBe(200);
  const { result } = await res.json();
  expect(result.posts).toBeGreaterThanOrEqual(16);
  expect(result.categories).toBe(5);
  expect(result.experience).toBeGreaterThanOrEqual(4);
  expect(result.drafts).toBe(0);
  expect(result.noClaps).toBeGreaterThan(0);
  expect(result.zeroClaps).toBeGreaterThan(0);
  expect(result.twoCategories).toBeGreaterThan(0);
  expect(result.languages.length).toBeGreaterThanOrEqual(4);
  const urls: string[] = result.youtube.flat();
  for (const form of ['watch?v=', 'youtu.be/', '/embed/', '/shorts/']) {
    expect(urls.some((u) => u.includes(form))).toBe(true);
  }
  expect(urls).toContain('https://www.youtube.com/watch?v=notavideo');
  expect(result.years.length).toBeGreaterThanOrEqual(2);
  expect(result.currentJob).toBe(1);
});

test("bad GROQ answers 400 with Sanity's error shape", async () => {
  const res = await q('*[_type == "post"');
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toEqual({
    error: {
      description: expect.any(String),
      query: '*[_type == "post"',
      start: expect.any(Number),
      end: expect.any(Number),
      type: 'queryParseError',
    },
  });
  const missing = await q('*[slug.current == $slug]');
  expect(missing.status).toBe(400);
  expect((await missing.json()).error.description).toBe('param $slug referenced, but not provided');
});

test('unknown routes and datasets answer 404 JSON like Sanity', async () => {
  const res = await fetch(`${lake.url}/v1/nothing/here`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  const other = await fetch(`${lake.url}/v1/data/query/staging?query=*`);
  expect(other.status).toBe(404);
  const tag = await fetch(`${lake.url}/v1/apis/graphql/production/nope`);
  expect(tag.status).toBe(404);
  expect((await tag.json()).message).toMatch(/schema not found/i);
  // Read-only: content is edited in content/ (or the owner's Sanity project), never through the API.
  const mutate = await fetch(`${lake.url}/v2023-03-06/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id: 'category-react', set: { title: 'x' } } }] }),
  });
  expect(mutate.status).toBe(404);
  expect((await (await q('*[_id == "category-react"][0].title')).json()).result).toBe('React');
});

test('serves the GraphQL SDL the plugin asks for', async () => {
  const res = await fetch(
    `${lake.url}/v1/apis/graphql/production/default?tag=sanity.gatsby.get-schema`,
    {
      headers: { accept: 'application/graphql' },
    },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/graphql/);
  const sdl = await res.text();
  expect(sdl).toContain('type Post implements Document');
  expect(sdl).toContain('bodyRaw: JSON @jsonAlias(for: "body")');
});

test('export streams NDJSON with drafts, system documents and raw image assets', async () => {
  const res = await fetch(`${lake.url}/v1/data/export/production?tag=sanity.gatsby.source-nodes`);
  expect(res.status).toBe(200);
  const docs = (await res.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const ids = docs.map((d) => d._id as string);
  expect(ids.some((id) => id.startsWith('drafts.'))).toBe(true);
  expect(ids.some((id) => id.startsWith('_.'))).toBe(true);
  const post = docs.find((d) => d._type === 'post');
  expect(post.mainImage.asset._ref).toMatch(/^image-[a-f0-9]{40}-1200x630-webp$/);
  expect(post.mainImage._sanityAsset).toBeUndefined();
  const asset = docs.find((d) => d._id === post.mainImage.asset._ref);
  expect(asset).toMatchObject({
    _type: 'sanity.imageAsset',
    extension: 'webp',
    mimeType: 'image/webp',
  });
  expect(asset.url).toBe(`${lake.url}/${asset.path}`);
});

test('refuses to bind anything but loopback', async () => {
  await expect(startContentLake({ contentDir: CONTENT, dataDir, host: '0.0.0.0' })).rejects.toThrow(
    /loopback/,
  );
});

test('a document new since the last start gets a new _updatedAt, whatever its own says', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-new-'));
  try {
    fs.cpSync(CONTENT, copy, { recursive: true });
    await lake.close();
    lake = await startContentLake({ contentDir: copy, dataDir });
    await lake.close();
    // A new entry: a document whose own date (the fixed stamp of undated documents) is old.
    fs.appendFileSync(path.join(copy, 'categories.yaml'), '- slug: new\n  title: New\n');
    const before = new Date().toISOString();
    lake = await startContentLake({ contentDir: copy, dataDir });
    const doc = (await (await q('*[_id == "category-new"][0]{_updatedAt}')).json()).result;
    expect(doc._updatedAt >= before).toBe(true);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('an edited document in the dataset folder gets a new _updatedAt on the next start', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-edit-'));
  try {
    fs.cpSync(CONTENT, copy, { recursive: true });
    await lake.close();
    lake = await startContentLake({ contentDir: copy, dataDir });
    const read = async () =>
      (await (await q('*[_id == $id][0]{title, _updatedAt}', { id: 'category-react' })).json())
        .result;
    const first = await read();
    await lake.close();
    const file = path.join(copy, 'categories.yaml');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('title: React\n', 'title: React and the DOM\n'),
    );
    lake = await startContentLake({ contentDir: copy, dataDir });
    const second = await read();
    expect(second.title).toBe('React and the DOM');
    expect(second._updatedAt > first._updatedAt).toBe(true);
    await lake.close();
    lake = await startContentLake({ contentDir: copy, dataDir });
    expect((await read())._updatedAt).toBe(second._updatedAt);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
