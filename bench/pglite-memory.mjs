#!/usr/bin/env node
// The server's memory on PGlite (and on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names
// one): the real server (`tsx server/index.ts`, as `npm run serve` starts it) on a loopback port
// with a fresh data folder and an empty site folder. Reads the resident set (VmRSS in
// /proc/<pid>/status) of the node process that listens (tsx starts the app in a child process)
// while idle after start, under a load of signups, logins, comments, claps and reads, and idle
// after it; PGlite is then restarted on the same folder (no initdb) and measured again.
//   npm run bench:memory [-- --port 18450 --users 60 --comments 600 --claps 1500 --reads 3000 --label after]
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const USERS = arg('users', 60);
const COMMENTS = arg('comments', 600);
const CLAPS = arg('claps', 1500);
const READS = arg('reads', 3000);
const CONNECTIONS = arg('connections', 16);
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
        // Rate limits count per client address: the load below sends a different one each time.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SANITY_PROJECT_ID: '',
        FEED_URL: '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
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

/** Samples the server's RSS every SAMPLE_MS until stopped; returns the samples. */
function sampler(pid) {
  const samples = [];
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m) samples.push(m.rss);
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** The median RSS over `ms` of quiet. */
async function idleRss(pid, ms) {
  const stop = sampler(pid);
  await new Promise((r) => setTimeout(r, ms));
  return median(stop());
}

let counter = 0;
/** A different client address for every request, so no per-address limit is reached. */
const nextIp = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: CONNECTIONS,
        ...options,
        requests: options.requests.map(({ setup, ...request }) => ({
          ...request,
          setupRequest: (req) => {
            const custom = setup?.(req) ?? req;
            return { ...custom, headers: { ...custom.headers, 'x-forwarded-for': nextIp() } };
          },
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Signups and logins (argon2), then comments, claps and reads through autocannon. */
async function load(url) {
  const json = { 'content-type': 'application/json' };
  const slugs = postSlugs('content', 5);
  const run = crypto.randomBytes(4).toString('hex');
  const password = `memory-bench-${crypto.randomBytes(9).toString('base64url')}`;
  const cookies = [];
  const post = (route, body) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': nextIp() },
      body: JSON.stringify(body),
    });
  const users = Array.from({ length: USERS }, (_, i) => ({
    username: `mem${run}${i}`,
    email: `mem-${run}-${i}@example.com`,
  }));
  // Eight at a time, as browsers would arrive: argon2 takes 19 MiB per hash in flight.
  for (let i = 0; i < users.length; i += 8) {
    await Promise.all(
      users.slice(i, i + 8).map(async (user) => {
        const signup = await post('/api/auth/signup', { ...user, password });
        if (signup.status !== 201)
          throw new Error(`signup: ${signup.status} ${await signup.text()}`);
        const login = await post('/api/auth/login', { email: user.email, password });
        const cookie = login.headers.get('set-cookie')?.split(';')[0];
        if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
        cookies.push(cookie);
      }),
    );
  }
  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  const results = {};
  results.comments = await cannon({
    url,
    amount: COMMENTS,
    requests: [
      {
        method: 'POST',
        path: '/api/comments',
        headers: json,
        setup: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: pick(cookies) },
          body: JSON.stringify({
            postSlug: pick(slugs),
            text: `Memory bench ${crypto.randomUUID()} ${'lorem ipsum '.repeat(10)}`,
          }),
        }),
      },
    ],
  });
  results.claps = await cannon({
    url,
    amount: CLAPS,
    requests: [
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ count: 1 }),
        setup: (req) => ({ ...req, path: `/api/claps/${pick(slugs)}` }),
      },
    ],
  });
  results.reads = await cannon({
    url,
    amount: READS,
    requests: [
      {
        method: 'GET',
        setup: (req) => ({
          ...req,
          path: pick([`/api/comments/${pick(slugs)}`, `/api/claps/${pick(slugs)}`, '/api/health']),
        }),
      },
    ],
  });
  const bad = Object.entries(results)
    .map(([name, r]) => [name, r.non2xx + r.errors + r.timeouts])
    .filter(([, n]) => n > 0);
  if (bad.length) throw new Error(`requests failed: ${JSON.stringify(bad)}`);
  return {
    requests: USERS * 2 + COMMENTS + CLAPS + READS,
    reqPerSec: Object.fromEntries(
      Object.entries(results).map(([name, r]) => [name, Math.round(r.requests.average)]),
    ),
  };
}

/** One start of the server: idle, peak under load, idle after, and the high-water mark. */
async function measure(driver, env, phase) {
  const server = await startServer({ env, port: PORT });
  try {
    // Whatever start-up left behind settles first (GC, compilation threads).
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await idleRss(server.pid, 2000);
    const idleTree = server.treeRss();
    const stop = sampler(server.pid);
    const started = Date.now();
    const work = await load(server.url);
    const loadMs = Date.now() - started;
    const samples = stop();
    await new Promise((r) => setTimeout(r, 3000));
    const after = await idleRss(server.pid, 2000);
    const hwm = memoryOf(server.pid)?.hwm ?? NaN;
    const row = {
      driver,
      phase,
      startMs: server.startMs,
      idleMB: idle / MB,
      idleTreeMB: idleTree / MB,
      peakMB: Math.max(...samples) / MB,
      afterMB: after / MB,
      hwmMB: hwm / MB,
      loadMs,
      ...work,
    };
    console.log(
      `  ${driver} ${phase}: start ${row.startMs} ms, idle ${row.idleMB.toFixed(0)} MB ` +
        `(process tree ${row.idleTreeMB.toFixed(0)}), peak under load ${row.peakMB.toFixed(0)} MB, ` +
        `idle after ${row.afterMB.toFixed(0)} MB, high-water mark ${row.hwmMB.toFixed(0)} MB ` +
        `(${work.requests} requests in ${(loadMs / 1000).toFixed(1)} s)`,
    );
    return row;
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
const common = {
  PUBLIC_DIR: path.join(tmp, 'public'),
  API_ONLY: 'true',
  CONTENT_LAKE_DATA_DIR: path.join(tmp, 'content-lake'),
};
fs.mkdirSync(common.PUBLIC_DIR);
const rows = [];
console.log(
  `bench:memory${LABEL ? ` (${LABEL})` : ''}: port ${PORT}, ${USERS} signups + logins, ${COMMENTS} comments, ` +
    `${CLAPS} claps, ${READS} reads, ${CONNECTIONS} connections` +
    `${NODE_FLAGS.length ? `, node ${NODE_FLAGS.join(' ')}` : ''}.`,
);
try {
  const pglite = { ...common, DATABASE_URL: '', PGLITE_DIR: path.join(tmp, 'pglite') };
  rows.push(await measure('pglite', pglite, 'first start (initdb)'));
  rows.push(await measure('pglite', pglite, 'restart'));
  if (POSTGRES_URL) {
    await withPostgresDatabase(POSTGRES_URL, async (url) => {
      rows.push(await measure('postgres', { ...common, DATABASE_URL: url }, 'first start'));
      rows.push(await measure('postgres', { ...common, DATABASE_URL: url }, 'restart'));
    });
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const mb = (n) => n.toFixed(0);
const markdown = [
  `The real server (\`tsx server/index.ts\`, with the Node flags of \`npm run serve\`) on ` +
    `loopback with an empty site folder; the resident ` +
    `set (VmRSS) of the node process that listens (tsx runs the app in a child process; the ` +
    `"tree" column adds tsx's parent process and esbuild). Idle: the median over 2 s, 2 s after ` +
    `the health check first answers. Load: ${USERS} signups and logins (argon2, 8 at a time), ` +
    `then ${COMMENTS} comments, ${CLAPS} claps and ${READS} reads (autocannon, ${CONNECTIONS} ` +
    `connections, a different X-Forwarded-For each so no rate limit applies); peak is the ` +
    `highest of samples every ${SAMPLE_MS} ms. High-water mark: VmHWM at the end (start-up ` +
    `included). PGlite's first start runs initdb; the restart opens the same folder.` +
    (NODE_FLAGS.length ? ` Node flags: \`${NODE_FLAGS.join(' ')}\`.` : '') +
    (LABEL ? ` Run: ${LABEL}.` : ''),
  table(
    [
      'database',
      'start',
      'start time',
      'idle MB',
      'idle MB (tree)',
      'peak under load MB',
      'idle after MB',
      'high-water MB',
      'load time',
    ],
    rows.map((r) => [
      r.driver,
      r.phase,
      `${(r.startMs / 1000).toFixed(1)} s`,
      mb(r.idleMB),
      mb(r.idleTreeMB),
      mb(r.peakMB),
      mb(r.afterMB),
      mb(r.hwmMB),
      `${(r.loadMs / 1000).toFixed(1)} s`,
    ]),
  ),
  'Run: `npm run bench:memory` (PostgreSQL rows when `TEST_DATABASE_URL` or `DATABASE_URL` is ' +
    'set; options `--port 18450 --users 60 --comments 600 --claps 1500 --reads 3000`).',
].join('\n\n');
console.log(`\n${markdown}`);
if (SAVE) {
  saveResults(
    'pglite-memory',
    'Server memory (PGlite and PostgreSQL)',
    {
      setup: {
        users: USERS,
        comments: COMMENTS,
        claps: CLAPS,
        reads: READS,
        connections: CONNECTIONS,
        label: LABEL,
      },
      rows,
    },
    markdown,
  );
  console.log('Wrote bench/results/pglite-memory.json and its section of bench/RESULTS.md.');
}
