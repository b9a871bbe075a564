#!/usr/bin/env node
// Build time and peak memory of `gatsby build` against generated datasets of growing size: a
// cold build, then a warm one after editing one post's title.
//   npm run bench:build                       100, 1,000 and 5,000 posts
//   npm run bench:build -- --posts 100,1000   other sizes
//   npm run bench:build -- --shared-images     posts reuse the sample covers (measures page
//                                              building; by default every post has its own
//                                              cover, and image processing dominates)
// Each build runs cold (no .cache, no public) in a scratch copy of the project, so the
// working tree's public/ is never touched.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { saveResults, table } from './lib/results.mjs';
import { scratchProject } from './lib/scratch.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: npm run bench:build [-- --posts 100,1000,5000] [--shared-images]\n' +
      '  Each size: a dataset from bench/content-generate.ts, a cold gatsby build, then a warm one\n' +
      "  after one post's title is edited. Results go to bench/results/build.json and bench/RESULTS.md.",
  );
  process.exit(0);
}
const i = args.indexOf('--posts');
const sizes = (i >= 0 ? args[i + 1] : '100,1000,5000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--posts needs sizes such as 100,1000 (got ${args[i + 1]}); see --help`);
  process.exit(1);
}
const sharedImages = args.includes('--shared-images');
const root = process.cwd();

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const children = new Map();
  for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
  const rss = new Map(rows.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += (rss.get(p) ?? 0) * 1024;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

function build(dir, contentDir) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/gatsby/cli.js'), 'build'],
      {
        cwd: dir,
        env: {
          ...process.env,
          CONTENT_DIR: contentDir,
          GATSBY_TELEMETRY_DISABLED: '1',
          CI: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    let peak = 0;
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, treeRss(child.pid));
      } catch {
        // process ended between samples
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby build failed (exit ${code}):\n${log.slice(-3000)}`));
      else {
        const pages = fs
          .readdirSync(path.join(dir, 'public', 'blog'), { withFileTypes: true })
          .filter((d) => d.isDirectory()).length;
        resolve({ seconds, peakBytes: peak, postPages: pages });
      }
    });
  });
}

const results = [];
for (const posts of sizes) {
  const scratch = scratchProject(root, `bench-build-${posts}-`);
  try {
    const contentDir = path.join(scratch, 'generated');
    console.log(`bench:build: generating ${posts} posts…`);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'bench/content-generate.ts'),
        '--posts',
        String(posts),
        '--out',
        contentDir,
        ...(sharedImages ? ['--shared-images'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    console.log(`bench:build: building ${posts} posts…`);
    const r = await build(scratch, contentDir);
    // The owner's everyday case: one post's title edited, then a warm build (.cache and public/
    // kept), as the server's build runner does it.
    const file = path.join(contentDir, 'data.ndjson');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes('"_type":"post"'));
    const post = JSON.parse(lines[index]);
    lines[index] = JSON.stringify({ ...post, title: `${post.title} (edited)` });
    fs.writeFileSync(file, lines.join('\n'));
    const warm = await build(scratch, contentDir);
    const edited = fs.readFileSync(
      path.join(scratch, 'public', 'blog', post.slug.current, 'index.html'),
      'utf8',
    );
    if (!edited.includes(`${post.title} (edited)`))
      throw new Error('the warm build missed the edit');
    results.push({ posts, sharedImages, ...r, warmSeconds: warm.seconds });
    console.log(
      `${String(posts).padStart(6)} posts: ${r.seconds.toFixed(1)} s cold, ${warm.seconds.toFixed(1)} s warm after one edit, peak ${(r.peakBytes / 2 ** 20).toFixed(0)} MiB, ${r.postPages} post pages`,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

// Marginal cost: slope between consecutive sizes, per 1,000 posts.
const slopes = results.slice(1).map((r, k) => {
  const prev = results[k];
  return {
    from: prev.posts,
    to: r.posts,
    secondsPer1000: ((r.seconds - prev.seconds) / (r.posts - prev.posts)) * 1000,
  };
});
for (const s of slopes)
  console.log(`${s.from} -> ${s.to}: ${s.secondsPer1000.toFixed(1)} s per extra 1,000 posts`);

saveResults(
  'build',
  'Build time vs number of posts (cold gatsby build)',
  { sharedImages, results, slopes },
  `${sharedImages ? 'Posts reuse the sample covers (`--shared-images`): this is the cost of building pages.' : 'Every post has its own cover image (generated), so image processing is part of the figure.'}\n\n${table(
    [
      'posts',
      'cold build',
      'warm build after one edit',
      'peak memory (process tree)',
      'post pages',
    ],
    results.map((r) => [
      String(r.posts),
      `${r.seconds.toFixed(1)} s`,
      `${r.warmSeconds.toFixed(1)} s`,
      `${(r.peakBytes / 2 ** 20).toFixed(0)} MiB`,
      String(r.postPages),
    ]),
  )}\n\n${slopes.map((s) => `- ${s.from} → ${s.to} posts: ${s.secondsPer1000.toFixed(1)} s per extra 1,000 posts`).join('\n')}`,
);
console.log('written bench/results/build.json and bench/RESULTS.md');
