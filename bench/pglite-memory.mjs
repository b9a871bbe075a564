#!/usr/bin/env node
// The server's memory under a mixed load, on PGlite (and on PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL names one): the real server (`tsx server/index.ts`, as `npm run serve` starts it)
// on a loopback port with a fresh data folder and a small stand-in site. Reads the resident set
// (VmRSS in /proc/<pid>/status) of the node process that listens (tsx starts the app in a child
// process) while idle after start, during 60 s of page and API reads, beacons, claps, comments,
// signups and logins, and for two minutes after it.
//   npm run bench:memory [-- --duration 60 --after 120 --rounds 2 --rate 150 --drivers pglite]
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { postSlugs } from './lib/content.mjs';
import { median, saveResults, table } from './lib/results.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  return typeof fallback === 'number' ? Number(args[i + 1]) : args[i + 1];
};
const PORT = arg('port', 18450);
const DURATION = arg('duration', 60);
const AFTER = arg('after', 120);
const ROUNDS = arg('rounds', 2);
// Seconds between the first answer to a health check and the load; idle is their last 5.
const SETTLE = arg('settle', 20);
const RATE = arg('rate', 150);
const CONNECTIONS = arg('connections', 16);
const AUTH_CONCURRENCY = arg('auth-concurrency', 4);
const AUTH_RATE = arg('auth-rate', 4);
// A load balancer's health check during the quiet (Caddy asks every 5 s, docs/deploy.md); 0: none.
const HEALTH_EVERY = arg('health-every', 5);
const DRIVERS = arg('drivers', 'pglite,postgres').split(',');
const LOG_LEVEL = arg('log-level', 'info');
// The server's whole output goes to this file too (e.g. with `--trace-gc` in --node-flags).
const SERVER_LOG = arg('server-log', '');
const LABEL = arg('label', '');
// Node/V8 flags for the server (tsx passes them on to the node process it starts): by default
// those of `npm run serve` (`tsx <flags> server/index.ts`); `--node-flags none` runs without.
const serveScript = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.serve.split(' ');
const flagsArg = arg('node-flags', serveScript.slice(1, -1).join(' '));
const NODE_FLAGS = flagsArg === 'none' ? [] : flagsArg.split(' ').filter(Boolean);
// Written to bench/RESULTS.md unless --no-save (exploratory before/after runs).
const SAVE = !args.includes('--no-save');
const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const SAMPLE_MS = 100;
const MB = 1024 * 1024;

/** VmRSS, VmHWM of a process in bytes (undefined once it is gone). */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** CPU time a process has used, user and system, in ms (Linux counts in ticks of 10 ms). */
function cpuMsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), counted from the state (field 3).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The process and all its descendants (tsx starts node again; esbuild runs beside it). */
function processTree(root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [];
  const visit = (pid) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** The pid in `pids` holding the socket that listens on `port`. */
function listeningPid(pids, port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue;
      if (Number.parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return pid;
      }
    } catch {
      // Not ours to read, or gone.
    }
  }
  return undefined;
}

async function startServer({ env, port }) {
  let output = '';
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), ...NODE_FLAGS, 'server/index.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
        // Rate limits count per client address: the load below comes from VISITORS of them.
        TRUST_PROXY: 'true',
        // As `npm run serve` logs: a line per request.
        LOG_LEVEL,
        // Raised, as every other limit is out of reach of VISITORS addresses.
        COMMENTS_PER_MINUTE: '999',
        COMMENTS_PER_HOUR: '9999',
        COMMENTS_PER_POST: '9999',
        SANITY_PROJECT_ID: '',
        FEED_URL: '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last 64 KB of its output, shown if it fails.
  const keep = (d) => {
    output = (output + d).slice(-65_536);
    if (SERVER_LOG) fs.appendFileSync(SERVER_LOG, d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = Date.now() - started;
  const pid = listeningPid(processTree(child.pid), port);
  if (!pid) throw new Error(`no process of ${child.pid} listens on ${port}`);
  return {
    url,
    pid,
    startMs,
    treeRss: () => processTree(child.pid).reduce((sum, p) => sum + (memoryOf(p)?.rss ?? 0), 0),
    logs: () => output,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Samples the server's RSS every SAMPLE_MS until stopped; returns the samples ({ t, rss }). */
function sampler(pid) {
  const samples = [];
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m) samples.push({ t: Date.now(), rss: m.rss });
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** The median RSS over `ms` of quiet. */
async function idleRss(pid, ms) {
  const stop = sampler(pid);
  await sleep(ms);
  return median(stop().map((s) => s.rss));
}

/** Client addresses taking turns: this many distinct visitors, none near a per-address limit. */
const VISITORS = 5000;
let counter = 0;
const nextIp = () => {
  counter = (counter % VISITORS) + 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A stand-in for the built site, so page reads go through the static files (with their `.br`
 * siblings) as on a real server: the landing page, the blog, a page per post, the 404 page and
 * two hashed assets, of about the sizes Gatsby writes.
 */
function writeSite(dir, slugs) {
  const filler = (kb) =>
    Array.from({ length: kb * 8 }, (_, i) => `<p>Paragraph ${i} ${'lorem ipsum '.repeat(9)}</p>`)
      .join('\n')
      .slice(0, kb * 1024);
  const page = (title, kb) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<link rel="stylesheet" href="/styles-0a1b2c.css"><script src="/app-3d4e5f.js" defer></script>` +
    `</head><body><main>${filler(kb)}</main></body></html>`;
  const files = {
    'index.html': page('Home', 40),
    'blog/index.html': page('Blog', 30),
    '404.html': page('Not found', 10),
    'app-3d4e5f.js': `(()=>{${'var a=[1,2,3].map(function(x){return x*2});'.repeat(5000)}})();`,
    'styles-0a1b2c.css': '.card{display:flex;margin:0 auto;padding:1rem}\n'.repeat(1500),
  };
  for (const slug of slugs) files[`blog/${slug}/index.html`] = page(slug, 80);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  }
}

/**
 * The mixed load: for DURATION seconds, RATE requests a second (autocannon, CONNECTIONS
 * connections) drawn by weight from a visitor's requests, while AUTH_CONCURRENCY workers sign
 * up and log in (argon2) at AUTH_RATE a second between them. Comments are posted with the
 * sessions signed in so far.
 */
async function load(url, slugs) {
  const json = { 'content-type': 'application/json' };
  const run = crypto.randomBytes(4).toString('hex');
  const password = `memory-bench-${crypto.randomBytes(9).toString('base64url')}`;
  const cookies = [];
  const auth = { signups: 0, logins: 0, failed: [] };
  const post = (route, body) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': nextIp() },
      body: JSON.stringify(body),
    });
  let users = 0;
  const signUpAndLogIn = async () => {
    users += 1;
    const user = { username: `mem${run}${users}`, email: `mem-${run}-${users}@example.com` };
    const signup = await post('/api/auth/signup', { ...user, password });
    auth.signups += 1;
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    const login = await post('/api/auth/login', { email: user.email, password });
    auth.logins += 1;
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
    cookies.push(cookie);
  };
  // A first few readers with accounts, so comments can be posted from the start.
  await Promise.all(Array.from({ length: AUTH_CONCURRENCY }, signUpAndLogIn));

  const ends = Date.now() + DURATION * 1000;
  // Each signup-and-login is two argon2 hashes: a worker waits so that all of them together
  // make AUTH_RATE requests a second.
  const authWorker = async () => {
    while (Date.now() < ends) {
      const started = Date.now();
      await signUpAndLogIn().catch((error) => auth.failed.push(error.message));
      const turn = (2 * AUTH_CONCURRENCY * 1000) / AUTH_RATE;
      await sleep(Math.max(0, Math.min(turn - (Date.now() - started), ends - Date.now())));
    }
  };
  const mix = [
    [
      20,
      () => ({ method: 'GET', path: pick(['/', '/blog/', ...slugs.map((s) => `/blog/${s}/`)]) }),
    ],
    [10, () => ({ method: 'GET', path: pick(['/app-3d4e5f.js', '/styles-0a1b2c.css']) })],
    [2, () => ({ method: 'GET', path: `/no-such-page-${crypto.randomUUID()}` })],
    [
      10,
      () => ({
        method: 'POST',
        path: '/api/events',
        headers: json,
        body: JSON.stringify({
          type: 'pageview',
          path: pick(['/', '/blog', ...slugs.map((s) => `/blog/${s}`)]),
          referrer: '',
          device: pick(['mobile', 'desktop']),
        }),
      }),
    ],
    [15, () => ({ method: 'GET', path: `/api/comments/${pick(slugs)}` })],
    [10, () => ({ method: 'GET', path: `/api/claps/${pick(slugs)}` })],
    [
      12,
      () => ({
        method: 'POST',
        path: `/api/claps/${pick(slugs)}`,
        headers: json,
        body: JSON.stringify({ count: 1 + Math.floor(Math.random() * 5) }),
      }),
    ],
    [
      6,
      () => ({
        method: 'POST',
        path: '/api/comments',
        headers: { ...json, cookie: pick(cookies) },
        body: JSON.stringify({
          postSlug: pick(slugs),
          text: `Memory bench ${crypto.randomUUID()} ${'lorem ipsum '.repeat(10)}`,
        }),
      }),
    ],
    [5, () => ({ method: 'GET', path: '/api/feed' })],
    [3, () => ({ method: 'GET', path: '/api/health' })],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  const kinds = {};
  const draw = () => {
    let n = Math.random() * total;
    for (const [weight, make] of mix) {
      n -= weight;
      if (n < 0) return make();
    }
    return mix[0][1]();
  };
  const started = Date.now();
  const [result] = await Promise.all([
    new Promise((resolve, reject) => {
      autocannon(
        {
          url,
          connections: CONNECTIONS,
          // 0: as fast as the server answers.
          ...(RATE > 0 ? { overallRate: RATE } : {}),
          duration: DURATION,
          requests: [
            {
              setupRequest: (req) => {
                const request = draw();
                const kind = `${request.method} ${request.path.replace(/[^/]+$/, ':x')}`;
                kinds[kind] = (kinds[kind] ?? 0) + 1;
                return {
                  ...req,
                  ...request,
                  headers: {
                    'accept-encoding': 'br, gzip',
                    ...request.headers,
                    'x-forwarded-for': nextIp(),
                  },
                };
              },
            },
          ],
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
    }),
    ...Array.from({ length: AUTH_CONCURRENCY }, authWorker),
  ]);
  // The 404 pages are meant; anything else that is not 2xx is a failure of the bench.
  const notFound = result.statusCodeStats?.['404']?.count ?? 0;
  const bad = result.non2xx - notFound + result.errors + result.timeouts;
  if (bad > 0 || auth.failed.length) {
    throw new Error(
      `requests failed: ${JSON.stringify({ statusCodes: result.statusCodeStats, errors: result.errors, timeouts: result.timeouts, auth: auth.failed.slice(0, 3) })}`,
    );
  }
  return {
    requests: result.requests.total + auth.signups + auth.logins,
    reqPerSec: Math.round(
      (result.requests.total + auth.signups + auth.logins) / ((Date.now() - started) / 1000),
    ),
    signups: auth.signups,
    logins: auth.logins,
  };
}

/** The median of the samples taken in the last `ms` before `at`. */
const medianBefore = (samples, at, ms) =>
  median(samples.filter((s) => s.t > at - ms && s.t <= at).map((s) => s.rss));

/**
 * One server on a new database: idle after start, then ROUNDS times a mixed load of DURATION
 * seconds followed by AFTER seconds of quiet, sampled all along.
 */
async function measure(driver, env, slugs) {
  const server = await startServer({ env, port: PORT });
  const rows = [];
  try {
    // Whatever start-up left behind settles first (GC, compilation threads).
    await sleep(Math.max(0, SETTLE - 5) * 1000);
    const idle = await idleRss(server.pid, 5000);
    const idleTree = server.treeRss();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const stop = sampler(server.pid);
      const started = Date.now();
      const cpuBefore = cpuMsOf(server.pid);
      const work = await load(server.url, slugs);
      const loaded = Date.now();
      const cpuMs = cpuMsOf(server.pid) - cpuBefore;
      const health =
        HEALTH_EVERY > 0
          ? setInterval(
              () => fetch(`${server.url}/api/health`).catch(() => {}),
              HEALTH_EVERY * 1000,
            )
          : undefined;
      await sleep(AFTER * 1000);
      clearInterval(health);
      const samples = stop();
      const during = samples.filter((s) => s.t <= loaded);
      // "n s after": the median of the 5 s up to then.
      const after = (s) => medianBefore(samples, loaded + s * 1000, 5000) / MB;
      const row = {
        driver,
        round,
        startMs: server.startMs,
        idleMB: idle / MB,
        idleTreeMB: idleTree / MB,
        peakMB: Math.max(...during.map((s) => s.rss)) / MB,
        endOfLoadMB: medianBefore(samples, loaded, 2000) / MB,
        after10sMB: after(10),
        after60sMB: after(Math.min(60, AFTER)),
        afterMB: after(AFTER),
        hwmMB: (memoryOf(server.pid)?.hwm ?? NaN) / MB,
        loadMs: loaded - started,
        cpuMsPerRequest: cpuMs / work.requests,
        ...work,
      };
      row.afterVsIdle = row.afterMB / row.idleMB;
      rows.push(row);
      console.log(
        `  ${driver} round ${round}: idle ${row.idleMB.toFixed(0)} MB, peak ${row.peakMB.toFixed(0)} MB, ` +
          `end of load ${row.endOfLoadMB.toFixed(0)}, after 10 s ${row.after10sMB.toFixed(0)}, ` +
          `60 s ${row.after60sMB.toFixed(0)}, ${AFTER} s ${row.afterMB.toFixed(0)} MB ` +
          `(${row.afterVsIdle.toFixed(2)}x idle); ${work.requests} requests in ` +
          `${(row.loadMs / 1000).toFixed(1)} s, ${work.reqPerSec}/s, server CPU ` +
          `${row.cpuMsPerRequest.toFixed(2)} ms a request`,
      );
    }
    return rows;
  } catch (error) {
    console.error(server.logs());
    throw error;
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase(url, run) {
  const name = `portfolio_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.href);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-memory-'));
const slugs = postSlugs('content', 5);
// Everything the server writes goes to the temporary folder.
const common = {
  PUBLIC_DIR: path.join(tmp, 'public'),
  CONTENT_LAKE_DATA_DIR: path.join(tmp, 'content-lake'),
  MAIL_DIR: path.join(tmp, 'mail'),
  FEED_MEDIA_DIR: path.join(tmp, 'feed-media'),
  RELEASES_DIR: path.join(tmp, 'releases'),
  BUILDS_DIR: path.join(tmp, 'builds'),
};
writeSite(common.PUBLIC_DIR, slugs);
const rows = [];
const setup =
  `${DURATION} s at ${RATE} requests/s (autocannon, ${CONNECTIONS} connections, ${VISITORS} ` +
  `client addresses taking turns): pages and assets 32%, page-view beacons 10%, comment lists ` +
  `15%, clap counts 10%, claps 12%, comments 6%, the photo feed 5%, health 3%, missing pages 2%; ` +
  `meanwhile ${AUTH_CONCURRENCY} workers sign up and log in (argon2) at ${AUTH_RATE} requests/s ` +
  `together. Then ${AFTER} s of quiet` +
  (HEALTH_EVERY > 0
    ? `, but for a health check every ${HEALTH_EVERY} s (as a load balancer's).`
    : '.');
console.log(
  `bench:memory${LABEL ? ` (${LABEL})` : ''}: port ${PORT}, ${ROUNDS} round(s) of ${setup}` +
    `${NODE_FLAGS.length ? ` Node ${NODE_FLAGS.join(' ')}.` : ''}`,
);
try {
  if (DRIVERS.includes('pglite')) {
    const pglite = { ...common, DATABASE_URL: '', PGLITE_DIR: path.join(tmp, 'pglite') };
    rows.push(...(await measure('pglite', pglite, slugs)));
  }
  if (POSTGRES_URL && DRIVERS.includes('postgres')) {
    await withPostgresDatabase(POSTGRES_URL, async (url) => {
      rows.push(...(await measure('postgres', { ...common, DATABASE_URL: url }, slugs)));
    });
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const mb = (n) => n.toFixed(0);
const markdown = [
  `The real server (\`tsx server/index.ts\`, with the Node flags of \`npm run serve\`, logging ` +
    `at ${LOG_LEVEL}) on loopback with a new database and a stand-in site (HTML pages of 10-80 KB ` +
    `and two assets, with \`.br\` copies); the resident set (VmRSS) of the node process that ` +
    `listens (tsx runs the app in a child process; the "tree" column adds tsx's parent process ` +
    `and esbuild). Idle: the median of the last 5 s of ${SETTLE} s after the health check first ` +
    `answers. Load, then its round again on the same server (rounds): ` +
    `${setup} Peak: the highest of samples every ${SAMPLE_MS} ms during the load; "after": the ` +
    `median of the 5 s up to that time after the load ended.` +
    (NODE_FLAGS.length ? ` Node flags: \`${NODE_FLAGS.join(' ')}\`.` : '') +
    (LABEL ? ` Run: ${LABEL}.` : ''),
  table(
    [
      'database',
      'round',
      'idle MB',
      'idle MB (tree)',
      'peak under load MB',
      'end of load MB',
      'after 10 s MB',
      'after 60 s MB',
      `after ${AFTER} s MB`,
      'after / idle',
      'requests',
      'server CPU a request',
    ],
    rows.map((r) => [
      r.driver,
      String(r.round),
      mb(r.idleMB),
      mb(r.idleTreeMB),
      mb(r.peakMB),
      mb(r.endOfLoadMB),
      mb(r.after10sMB),
      mb(r.after60sMB),
      mb(r.afterMB),
      r.afterVsIdle.toFixed(2),
      `${r.requests} (${r.reqPerSec}/s)`,
      `${r.cpuMsPerRequest.toFixed(2)} ms`,
    ]),
  ),
  'Run: `npm run bench:memory` (PostgreSQL rows when `TEST_DATABASE_URL` or `DATABASE_URL` is ' +
    'set; options `--duration 60 --after 120 --rounds 2 --settle 20 --rate 150 --auth-rate 4 --drivers ' +
    'pglite,postgres`).',
].join('\n\n');
console.log(`\n${markdown}`);
if (SAVE) {
  saveResults(
    'pglite-memory',
    'Server memory under a mixed load (PGlite and PostgreSQL)',
    {
      setup: {
        durationS: DURATION,
        afterS: AFTER,
        rounds: ROUNDS,
        rate: RATE,
        connections: CONNECTIONS,
        authConcurrency: AUTH_CONCURRENCY,
        authRate: AUTH_RATE,
        logLevel: LOG_LEVEL,
        nodeFlags: NODE_FLAGS,
        label: LABEL,
        note: setup,
      },
      rows,
    },
    markdown,
  );
  console.log('Wrote bench/results/pglite-memory.json and its section of bench/RESULTS.md.');
}
