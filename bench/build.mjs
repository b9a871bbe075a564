#!/usr/bin/env node
// Build time and peak memory of `gatsby build` against generated datasets of growing size: a
// cold build, then a warm one after editing one post's title.
//   npm run bench:build                       100, 1,000 and 5,000 posts
//   npm run bench:build -- --posts 100,1000   other sizes
//   npm run bench:build -- --shared-images     posts reuse the sample covers (measures page
//                                              building; by default every post has its own
//                                              cover, and image processing dominates)
//   npm run bench:build -- --posts 1000 --baseline /tmp/base
//                                              the same dataset built by another checkout too
//                                              (e.g. `git worktree add --detach /tmp/base main`),
//                                              cold builds alternating base, new, base, new;
//                                              prints new/base. One machine's figures drift by
//                                              tens of percent from day to day, so a change is
//                                              judged by the ratio within one run.
//   --dataset DIR                              keep the generated dataset in DIR and reuse it
//                                              next time (drawing 1,000 covers takes minutes)
// Each build runs cold (no .cache, no public) in a scratch copy of the project, so the
// working tree's public/ is never touched. CPU use is the build's processes' user+sys time
// over its wall time (2.0 = both of two cores busy throughout).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, saveResults, table } from './lib/results.mjs';
import { scratchProject } from './lib/scratch.mjs';

const USAGE =
  'Usage: npm run bench:build [-- --posts 100,1000,5000] [--shared-images] [--baseline DIR [--runs N]] [--dataset DIR]\n' +
  '  Each size: a dataset from bench/content-generate.ts, a cold gatsby build, then a warm one\n' +
  "  after one post's title is edited. Results go to bench/results/build.json and bench/RESULTS.md.\n" +
  '  --baseline DIR   another checkout of the project (with its node_modules) to compare with:\n' +
  '                   N cold builds of each (default 2) on the same dataset, alternating base\n' +
  '                   then this one; prints each time, CPU use and the ratio of the medians\n' +
  '                   (this / base). No warm builds then.\n' +
  '  --dataset DIR    where the dataset is kept (a folder per size, reused when present)\n' +
  '  --shared-images  posts reuse the sample covers instead of one drawn cover each';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
/** The value after `--name`, or undefined; exits with the usage when it is missing. */
function option(name) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`${name} needs a value; see --help`);
    process.exit(1);
  }
  return value;
}
const sizes = (option('--posts') ?? '100,1000,5000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--posts needs sizes such as 100,1000 (got ${option('--posts')}); see --help`);
  process.exit(1);
}
const baseline = option('--baseline') && path.resolve(option('--baseline'));
if (baseline && !fs.existsSync(path.join(baseline, 'node_modules/gatsby/cli.js'))) {
  console.error(`--baseline ${baseline}: not a checkout of the project with its node_modules`);
  process.exit(1);
}
const runs = Number(option('--runs') ?? 2);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs needs a whole number of at least 1; see --help');
  process.exit(1);
}
const datasetRoot = option('--dataset') && path.resolve(option('--dataset'));
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

/** Clock ticks in /proc's CPU times (USER_HZ). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * A cold or warm `gatsby build` of the project copy in `dir` with the Gatsby of `project`.
 * CPU time: the build runs under a shell that, once gatsby has exited, writes its own
 * /proc/<pid>/stat to fd 3; that record's cutime + cstime are gatsby's and its reaped workers'
 * user + sys time, and nothing else's (not this script's `ps` samples).
 */
function build(dir, contentDir, project = root) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        'node "$0" build; code=$?; cat /proc/$$/stat >&3; exit $code',
        path.join(project, 'node_modules/gatsby/cli.js'),
      ],
      {
        cwd: dir,
        env: {
          ...process.env,
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
          CONTENT_DIR: contentDir,
          GATSBY_TELEMETRY_DISABLED: '1',
          CI: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    );
    let log = '';
    let stat = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.stdio[3].on('data', (d) => (stat += d));
    let peak = 0;
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, treeRss(child.pid));
      } catch {
        // process ended between samples
      }
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby build failed (exit ${code}):\n${log.slice(-3000)}`));
      else {
        // Fields after the command's closing parenthesis start at field 3 (state); cutime and
        // cstime are fields 16 and 17.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const cpuSeconds = (Number(fields[13]) + Number(fields[14])) / TICKS;
        const pages = fs
          .readdirSync(path.join(dir, 'public', 'blog'), { withFileTypes: true })
          .filter((d) => d.isDirectory()).length;
        resolve({
          seconds,
          cpuSeconds,
          cpuUse: cpuSeconds / seconds,
          peakBytes: peak,
          postPages: pages,
        });
      }
    });
  });
}

/**
 * The dataset for `posts`: in --dataset's folder when given (generated there the first time,
 * reused after), else generated into `fallback`.
 */
function dataset(posts, fallback) {
  const dir = datasetRoot
    ? path.join(datasetRoot, `${posts}${sharedImages ? '-shared' : ''}`)
    : fallback;
  if (datasetRoot && fs.existsSync(path.join(dir, 'data.ndjson'))) {
    console.log(`bench:build: reusing the ${posts}-post dataset in ${dir}`);
    return dir;
  }
  console.log(`bench:build: generating ${posts} posts…`);
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'bench/content-generate.ts'),
      '--posts',
      String(posts),
      '--out',
      dir,
      ...(sharedImages ? ['--shared-images'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return dir;
}

/** One cold build of `project` against `contentDir`, in a scratch copy removed afterwards. */
async function coldBuild(project, contentDir, label) {
  const scratch = scratchProject(project, `bench-build-${label}-`);
  try {
    return await build(scratch, contentDir, project);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const describe = (r) =>
  `${r.seconds.toFixed(1)} s (CPU ${r.cpuUse.toFixed(2)} cores), peak ${(r.peakBytes / 2 ** 20).toFixed(0)} MiB`;

/** `git describe`-like name of a checkout: its commit, and whether it has changes. */
function revision(dir) {
  try {
    const git = (...a) => execFileSync('git', ['-C', dir, ...a], { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

if (baseline) {
  const comparisons = [];
  for (const posts of sizes) {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-data-${posts}-`));
    try {
      const contentDir = dataset(posts, path.join(temp, 'generated'));
      const base = [];
      const current = [];
      for (let run = 1; run <= runs; run++) {
        for (const [label, project, list] of [
          ['base', baseline, base],
          ['new', root, current],
        ]) {
          console.log(`bench:build: ${posts} posts, ${label} build ${run} of ${runs}…`);
          const r = await coldBuild(project, contentDir, label);
          list.push(r);
          console.log(`  ${label}: ${describe(r)}, ${r.postPages} post pages`);
        }
      }
      const ratio = median(current.map((r) => r.seconds)) / median(base.map((r) => r.seconds));
      comparisons.push({ posts, sharedImages, base, new: current, ratio });
      console.log(
        `${posts} posts: new / base = ${ratio.toFixed(2)} (medians of ${runs} cold builds each)`,
      );
    } finally {
      fs.rmSync(temp, { recursive: true, force: true });
    }
  }
  const cells = (list) => [
    list.map((r) => `${r.seconds.toFixed(1)} s`).join(', '),
    `${median(list.map((r) => r.seconds)).toFixed(1)} s`,
    list.map((r) => r.cpuUse.toFixed(2)).join(', '),
    `${(Math.max(...list.map((r) => r.peakBytes)) / 2 ** 20).toFixed(0)} MiB`,
  ];
  const baseRev = revision(baseline);
  const newRev = revision(root);
  saveResults(
    'build',
    'Build time vs number of posts (cold gatsby build)',
    {
      sharedImages,
      runs,
      baseline: { dir: baseline, revision: baseRev },
      revision: newRev,
      comparisons,
    },
    `${sharedImages ? 'Posts reuse the sample covers (`--shared-images`).' : 'Every post has its own cover image (generated), so image processing is part of the figure.'} Against another checkout (\`--baseline\`): base is ${baseRev}, new is ${newRev}; ${runs} cold builds of each on one dataset, alternating base then new. CPU use is user+sys time over wall time (2.00 would be both cores busy throughout).\n\n${table(
      [
        'posts',
        'build',
        'cold builds (in run order)',
        'median',
        'CPU use (cores)',
        'peak memory (process tree)',
      ],
      comparisons.flatMap((c) => [
        [String(c.posts), 'base', ...cells(c.base)],
        [String(c.posts), 'new', ...cells(c.new)],
      ]),
    )}\n\n${comparisons.map((c) => `- ${c.posts} posts: new / base = **${c.ratio.toFixed(2)}**`).join('\n')}`,
  );
  console.log('written bench/results/build.json and bench/RESULTS.md');
  process.exit(0);
}

const results = [];
for (const posts of sizes) {
  const scratch = scratchProject(root, `bench-build-${posts}-`);
  try {
    const contentDir = dataset(posts, path.join(scratch, 'generated'));
    console.log(`bench:build: building ${posts} posts…`);
    const r = await build(scratch, contentDir);
    // The owner's everyday case: one post's title edited, then a warm build (.cache and public/
    // kept), as the server's build runner does it.
    const file = path.join(contentDir, 'data.ndjson');
    const original = fs.readFileSync(file, 'utf8');
    const lines = original.split('\n');
    const index = lines.findIndex((line) => line.includes('"_type":"post"'));
    const post = JSON.parse(lines[index]);
    lines[index] = JSON.stringify({ ...post, title: `${post.title} (edited)` });
    fs.writeFileSync(file, lines.join('\n'));
    const warm = await build(scratch, contentDir);
    // A kept dataset (--dataset) goes back as it was for the next run.
    if (datasetRoot) fs.writeFileSync(file, original);
    const edited = fs.readFileSync(
      path.join(scratch, 'public', 'blog', post.slug.current, 'index.html'),
      'utf8',
    );
    if (!edited.includes(`${post.title} (edited)`))
      throw new Error('the warm build missed the edit');
    results.push({ posts, sharedImages, ...r, warmSeconds: warm.seconds });
    console.log(
      `${String(posts).padStart(6)} posts: ${r.seconds.toFixed(1)} s cold (CPU ${r.cpuUse.toFixed(2)} cores), ${warm.seconds.toFixed(1)} s warm after one edit, peak ${(r.peakBytes / 2 ** 20).toFixed(0)} MiB, ${r.postPages} post pages`,
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
      'CPU use (cores)',
      'warm build after one edit',
      'peak memory (process tree)',
      'post pages',
    ],
    results.map((r) => [
      String(r.posts),
      `${r.seconds.toFixed(1)} s`,
      r.cpuUse.toFixed(2),
      `${r.warmSeconds.toFixed(1)} s`,
      `${(r.peakBytes / 2 ** 20).toFixed(0)} MiB`,
      String(r.postPages),
    ]),
  )}\n\n${slopes.map((s) => `- ${s.from} → ${s.to} posts: ${s.secondsPer1000.toFixed(1)} s per extra 1,000 posts`).join('\n')}`,
);
console.log('written bench/results/build.json and bench/RESULTS.md');
