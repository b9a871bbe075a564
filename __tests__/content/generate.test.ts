import { scalePosts } from '../../scripts/content-generate';
import type { PostSource } from '../../content/generate/dataset';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { startContentLake } from '../../server/content-lake';
import { toPortableText } from '../../content/generate/portableText';
import { coverSvg } from '../../content/generate/art';

const ROOT = path.resolve(__dirname, '../..');

test('content:generate --posts N writes a dataset in export layout that the Lake serves', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'content-gen-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-gen-data-'));
  try {
    execFileSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/content-generate.ts', '--posts', '24', '--out', out],
      {
        cwd: ROOT,
        stdio: 'pipe',
      },
    );
    expect(fs.existsSync(path.join(out, 'data.ndjson'))).toBe(true);
    const assets = JSON.parse(fs.readFileSync(path.join(out, 'assets.json'), 'utf8'));
    const files = fs.readdirSync(path.join(out, 'images'));
    expect(files.every((f) => /^[a-f0-9]{40}-\d+x\d+\.webp$/.test(f))).toBe(true);
    expect(Object.keys(assets)).toHaveLength(files.length);
    const lines = fs
      .readFileSync(path.join(out, 'data.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.find((d) => d._type === 'post').mainImage._sanityAsset).toMatch(
      /^image@file:\/\/\.\/images\//,
    );

    const lake = await startContentLake({ contentDir: out, dataDir });
    try {
      const res = await fetch(
        `${lake.url}/v1/data/query/production?query=${encodeURIComponent('{"posts": count(*[_type == "post"]), "slugs": count(array::unique(*[_type == "post"].slug.current))}')}`,
      );
      expect((await res.json()).result).toEqual({ posts: 24, slugs: 24 });
    } finally {
      await lake.close();
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);

test('post covers carry no text (the site prints the title beside them) and differ per post', () => {
  const a = coverSvg({ motif: 'orbits', palette: 0, seed: 'fastify-typescript-api' });
  const b = coverSvg({ motif: 'orbits', palette: 3, seed: 'jwt-sessions-cookies' });
  for (const svg of [a, b]) {
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  }
  expect(a).not.toBe(b);
  expect(coverSvg({ motif: 'orbits', palette: 0, seed: 'fastify-typescript-api' })).toBe(a);
});

test('the sample dataset has a profile document without a portrait (the hero draws one)', () => {
  const docs = fs
    .readFileSync(path.join(ROOT, 'content/data.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const profiles = docs.filter((d) => d._type === 'profile');
  expect(profiles).toHaveLength(1);
  expect(profiles[0]).toMatchObject({ _id: 'profile' });
  expect(profiles[0]).not.toHaveProperty('portrait');
});

test('a missing or broken CONTENT_DIR fails with a message naming the folder', async () => {
  await expect(startContentLake({ contentDir: '/nonexistent/content' })).rejects.toThrow(
    /no data\.ndjson in \/nonexistent\/content/,
  );
});

test('portable text: headings, lists, inline marks, links, code with filename and youtube', () => {
  const blocks = toPortableText(
    [
      '## Title',
      'Text with **bold**, *em*, `code` and [a link](https://example.com).',
      '',
      '- one',
      '1. first',
      '',
      '```tsx src/a.tsx',
      'const a = 1;',
      '```',
      '',
      '::youtube https://youtu.be/abcdefghijk',
    ].join('\n'),
    'seed',
  );
  expect(blocks.map((b) => b._type)).toEqual([
    'block',
    'block',
    'block',
    'block',
    'code',
    'youtube',
  ]);
  expect(blocks[0]).toMatchObject({ style: 'h2' });
  const paragraph = blocks[1] as Extract<(typeof blocks)[number], { _type: 'block' }>;
  expect(paragraph.children.map((c) => c.marks[0] ?? '')).toEqual([
    '',
    'strong',
    '',
    'em',
    '',
    'code',
    '',
    paragraph.markDefs[0]?._key,
    '',
  ]);
  expect(paragraph.markDefs[0]?.href).toBe('https://example.com');
  expect(blocks[2]).toMatchObject({ listItem: 'bullet', level: 1 });
  expect(blocks[3]).toMatchObject({ listItem: 'number' });
  expect(blocks[4]).toMatchObject({ language: 'tsx', filename: 'src/a.tsx', code: 'const a = 1;' });
  expect(new Set(blocks.map((b) => b._key)).size).toBe(blocks.length);
});

describe('scalePosts', () => {
  const base = [
    {
      slug: 'a',
      title: 'A',
      publishedAt: '',
      categories: [],
      alt: 'a',
      motif: 'grid',
      palette: 1,
      body: '',
    },
    {
      slug: 'b',
      title: 'B',
      publishedAt: '',
      categories: [],
      alt: 'b',
      motif: 'grid',
      palette: 2,
      body: '',
    },
  ] as unknown as PostSource[];
  const cover = (p: PostSource) => JSON.stringify([p.title, p.palette, p.coverSeed ?? p.slug]);

  it('gives every post its own cover by default', () => {
    const posts = scalePosts(base, 6, false);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(6);
    expect(new Set(posts.map(cover)).size).toBe(6);
  });

  it('with shared images draws each cover from its source post, so only those are made', () => {
    const posts = scalePosts(base, 6, true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(6);
    expect(new Set(posts.map(cover)).size).toBe(2);
  });
});
