import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { scalePosts } from '../../bench/content-generate';
import { startContentLake } from '../../server/content-lake';
import type { SanityDoc } from '../../server/content-lake/types';

const ROOT = path.resolve(__dirname, '../..');

test('bench/content-generate.ts --posts N writes an export the Lake serves', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'content-gen-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-gen-data-'));
  try {
    execFileSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'bench/content-generate.ts', '--posts', '24', '--out', out],
      { cwd: ROOT, stdio: 'pipe' },
    );
    const assets = JSON.parse(fs.readFileSync(path.join(out, 'assets.json'), 'utf8'));
    const files = fs.readdirSync(path.join(out, 'images'));
    expect(files.every((f) => /^[a-f0-9]{40}-\d+x\d+\.(webp|svg|gif)$/.test(f))).toBe(true);
    expect(Object.keys(assets)).toHaveLength(files.length);
    const docs = fs
      .readFileSync(path.join(out, 'data.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, { _sanityAsset?: string }>);
    expect(docs.find((d) => d._type === ('post' as never))?.mainImage?._sanityAsset).toMatch(
      /^image@file:\/\/\.\/images\/[a-f0-9]{40}-1200x630\.webp$/,
    );

    const lake = await startContentLake({ contentDir: out, dataDir });
    try {
      const res = await fetch(
        `${lake.url}/v1/data/query/production?query=${encodeURIComponent('{"posts": count(*[_type == "post"]), "slugs": count(array::unique(*[_type == "post"].slug.current)), "covers": count(array::unique(*[_type == "post"].mainImage.asset._ref)), "jobs": count(*[_type == "experience"])}')}`,
      );
      expect((await res.json()).result).toEqual({ posts: 24, slugs: 24, covers: 24, jobs: 5 });
    } finally {
      await lake.close();
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);

test('bench/content-generate.ts explains itself and refuses what it does not know', () => {
  const run = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'bench/content-generate.ts', ...args],
      {
        cwd: ROOT,
        stdio: 'pipe',
        encoding: 'utf8',
      },
    );
  expect(run('--help')).toMatch(/^Usage: npx tsx bench\/content-generate\.ts --posts N/);
  expect(() => run('--posts', '0')).toThrow(/--posts needs a whole number from 1 to 100000/);
  expect(() => run('--bogus')).toThrow(/Unknown argument --bogus/);
});

describe('scalePosts', () => {
  const post = (slug: string): SanityDoc => ({
    _id: `post-${slug}`,
    _type: 'post',
    title: slug.toUpperCase(),
    slug: { _type: 'slug', current: slug },
    mainImage: { _type: 'mainImage', asset: { _type: 'reference', _ref: `image-${slug}` } },
    claps: 3,
  });
  const base = [post('a'), post('b')];

  it('gives every post its own slug and a cover drawn for it by default', () => {
    const posts = scalePosts(base, 6, false);
    expect(new Set(posts.map((p) => p.doc._id)).size).toBe(6);
    expect(new Set(posts.map((p) => p.drawCover)).size).toBe(6);
    expect(posts[0]?.doc).toMatchObject({ title: 'A #1', slug: { current: 'a-1' } });
  });

  it('with shared images keeps the sample covers, so only those are used', () => {
    const posts = scalePosts(base, 6, true);
    expect(new Set(posts.map((p) => (p.doc.slug as { current: string }).current)).size).toBe(6);
    expect(posts.every((p) => p.drawCover === undefined)).toBe(true);
    expect(new Set(posts.map((p) => JSON.stringify(p.doc.mainImage))).size).toBe(2);
  });

  it('varies claps: some absent, some zero', () => {
    const claps = scalePosts(base, 20, false).map((p) => p.doc.claps);
    expect(claps).toContain(undefined);
    expect(claps).toContain(0);
  });
});

test('the sample content has site settings without a portrait (the hero draws one)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-sample-'));
  const lake = await startContentLake({ contentDir: path.join(ROOT, 'content'), dataDir });
  try {
    const res = await fetch(
      `${lake.url}/v1/data/query/production?query=${encodeURIComponent('*[_type == "siteSettings"]{_id, portrait}')}`,
    );
    expect((await res.json()).result).toEqual([{ _id: 'siteSettings', portrait: null }]);
  } finally {
    await lake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
