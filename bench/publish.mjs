#!/usr/bin/env node
// The owner's loop, end to end: a post's title is edited in the dataset folder while the
// server runs under load; the embedded Lake sends its signed webhook, the server builds and
// switches releases, and we time until the new title is served at the post's URL.
//   npm run bench:publish                        the sample content, then 1,000 posts
//   npm run bench:publish -- --posts sample      one size (sample or a number of posts)
//   npm run bench:publish -- --edits 3           edits per size (default 5)
// Load during the edits: autocannon on a page and on an API route (4 connections each); every
// non-2xx answer, error and timeout is counted (target: 0). Runs in a scratch copy of the
// project, so the working tree's public/, .cache and .data are never touched.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { publishRelease } from '../server/publishing/releases.ts';
import { readBuilds } from '../server/publishing/builds.ts';
import { saveResults, table } from './lib/results.mjs';
import { firstPostEditor } from './lib/content.mjs';
import { scratchProject } from './lib/scratch.mjs';
import { startServer } from '../scripts/lib/server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = option('--posts', 'sample,1000').split(',');
const edits = Number(option('--edits', '5'));
const root = process.cwd();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`${command} failed:\n${log.slice(-3000)}`)),
    );
  });
}

/** Load on one URL until stopped: counts what did not answer 2xx. */
function load(url) {
  const instance = autocannon({ url, connections: 4, duration: 3600, timeout: 10 });
  const done = new Promise((resolve) => instance.on('done', resolve));
  return {
    stop: async () => {
      instance.stop();
      const result = await done;
      return {
        requests: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
      };
    },
  };
}

async function measure(size) {
  const scratch = scratchProject(root, `bench-publish-${size}-`);
  const dataDir = path.join(scratch, '.data');
  let contentDir = path.join(scratch, 'content');
  if (size !== 'sample') {
    contentDir = path.join(scratch, 'generated');
    console.log(`bench:publish: generating ${size} posts…`);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'bench/content-generate.ts'),
        ...['--posts', size, '--out', contentDir],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    CONTENT_LAKE_DATA_DIR: path.join(dataDir, 'content-lake'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    BUILDS_DIR: path.join(dataDir, 'builds'),
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  process.chdir(scratch);
  let server;
  try {
    console.log(`bench:publish: ${size}: first (cold) build…`);
    const coldStarted = Date.now();
    await run(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], env);
    const coldSeconds = (Date.now() - coldStarted) / 1000;
    await publishRelease(env.RELEASES_DIR, path.join(scratch, 'public'), { keep: 3 });

    // PUBLIC_DIR empty: serve the releases and build on content changes.
    server = await startServer({ ...env, PUBLIC_DIR: '' }, { timeoutMs: 120_000 });
    const post = firstPostEditor(contentDir);
    const pageUrl = `${server.url}/blog/${post.slug}`;
    const loads = [load(pageUrl), load(`${server.url}/api/comments/${post.slug}`)];

    const latencies = [];
    const builds = [];
    for (let n = 1; n <= edits; n++) {
      const title = `${post.title} (edit ${n}, ${Date.now().toString(36)})`;
      const started = Date.now();
      post.setTitle(title);
      for (;;) {
        const html = await fetch(pageUrl).then((r) => r.text());
        if (html.includes(title)) break;
        if (Date.now() - started > 600_000) throw new Error(`edit ${n} not live after 10 min`);
        await sleep(100);
      }
      latencies.push((Date.now() - started) / 1000);
      // Settled: the next edit is measured alone.
      while (readBuilds(env.BUILDS_DIR).some((b) => b.status !== 'done' && b.status !== 'failed'))
        await sleep(200);
      const last = readBuilds(env.BUILDS_DIR)[0];
      builds.push((last?.durationMs ?? NaN) / 1000);
      console.log(
        `  edit ${n}: live after ${latencies.at(-1).toFixed(1)} s (build ${builds.at(-1).toFixed(1)} s)`,
      );
    }
    const [page, api] = await Promise.all(loads.map((l) => l.stop()));
    const failedBuilds = readBuilds(env.BUILDS_DIR).filter((b) => b.status === 'failed').length;
    return {
      size,
      coldSeconds,
      latencies,
      builds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      page,
      api,
      failedBuilds,
    };
  } finally {
    await server?.stop();
    process.chdir(root);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const results = [];
for (const size of sizes) {
  const r = await measure(size);
  results.push(r);
  console.log(
    `${size}: edit -> live p50 ${r.p50.toFixed(1)} s, p95 ${r.p95.toFixed(1)} s; failed requests: page ${r.page.failed}/${r.page.requests}, API ${r.api.failed}/${r.api.requests}`,
  );
}

saveResults(
  'publish',
  'Publishing: content edit to new text served (bench:publish)',
  { edits, results },
  `${edits} edits of a post's title in the dataset folder per size, each measured alone, with the server under load (autocannon, 4 connections on the post's page and 4 on its comments API) the whole time. "Live after" runs from the file write to the first response carrying the new title: the Lake's debounce and webhook, the warm build at lower priority, the copy into a release folder and the switch.\n\n${table(
    [
      'posts',
      'first build (cold)',
      'edit → live p50',
      'p95',
      'warm builds',
      'requests during edits',
      'failed requests',
      'failed builds',
    ],
    results.map((r) => [
      r.size,
      `${r.coldSeconds.toFixed(1)} s`,
      `${r.p50.toFixed(1)} s`,
      `${r.p95.toFixed(1)} s`,
      r.builds.map((b) => b.toFixed(1)).join(', ') + ' s',
      String(r.page.requests + r.api.requests),
      `${r.page.failed + r.api.failed}`,
      String(r.failedBuilds),
    ]),
  )}`,
);
console.log('written bench/results/publish.json and bench/RESULTS.md');
