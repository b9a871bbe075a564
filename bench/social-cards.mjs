#!/usr/bin/env node
// Time per social card (build/social-cards/) for a site of many posts:
//   cold     empty cache: every card rendered (satori + sharp)
//   warm     every card in the cache: copied, none rendered (a rebuild with no edits)
//   one edit one title changed: one card rendered, the others copied
//   npx tsx bench/social-cards.mjs                  200 posts, concurrency = available cores
//   npx tsx bench/social-cards.mjs --posts 1000 --concurrency 2
//   npx tsx bench/social-cards.mjs --save           also bench/results/social-cards.json and RESULTS.md
// Works in a scratch folder under the OS temp dir; public/ and .cache/ are never touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePostCards } from '../build/social-cards/index.ts';
import { saveResults, table } from './lib/results.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const count = Number(option('--posts', '200'));
const concurrency = Number(option('--concurrency', String(os.availableParallelism())));
const words = 'react node cache index query hooks server build deploy fonts layout cards'.split(
  ' ',
);
const categories = ['React', 'Node.js', 'DevOps', 'Databases', 'Career'];

const posts = Array.from({ length: count }, (_, i) => ({
  slug: `post-${i}`,
  title: `Post ${i}: ${Array.from({ length: 4 + (i % 9) }, (_, w) => words[(i + w * 7) % words.length]).join(' ')}`,
  category: categories[i % categories.length],
  publishedAt: new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString(),
}));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-social-cards-'));
const outputDir = path.join(root, 'public/og/blog');
const cacheDir = path.join(root, '.cache/social-cards');
const run = async (list) => {
  const started = performance.now();
  const result = await writePostCards({
    outputDir,
    cacheDir,
    posts: list,
    siteName: 'Aarav Mehta',
    concurrency,
  });
  return { ...result, ms: performance.now() - started };
};

try {
  const cold = await run(posts);
  const warm = await run(posts);
  const edited = posts.map((p, i) => (i === 0 ? { ...p, title: `${p.title} (edited)` } : p));
  const edit = await run(edited);
  const bytes = fs
    .readdirSync(outputDir)
    .reduce((sum, f) => sum + fs.statSync(path.join(outputDir, f)).size, 0);
  const rows = [
    ['cold (empty cache)', cold.written, cold.cached, cold.ms],
    ['warm (no edits)', warm.written, warm.cached, warm.ms],
    ['one edit', edit.written, edit.cached, edit.ms],
  ].map(([name, written, cached, ms]) => [
    name,
    String(written),
    String(cached),
    `${(ms / 1000).toFixed(2)} s`,
    `${(ms / count).toFixed(1)} ms`,
  ]);
  const markdown = `${count} posts, concurrency ${concurrency}; cards average ${(bytes / count / 1024).toFixed(1)} KB.\n\n${table(
    ['run', 'rendered', 'from cache', 'total', 'per card'],
    rows,
  )}`;
  console.log(markdown);
  if (args.includes('--save')) {
    saveResults(
      'social-cards',
      'Social cards (build time)',
      { posts: count, concurrency, cold, warm, edit, bytes },
      markdown,
    );
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
