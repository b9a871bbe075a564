#!/usr/bin/env node
// API throughput: autocannon against the real app (bench/api-server.ts, its own process on
// loopback, fresh PGlite database, embedded Content Lake) with every rate limit raised so the
// figures are the server's, not the limiter's. Each route is compared with a trivial route on the
// same server (GET /bench/noop).
//   npm run bench:api [-- --duration 10 --connections 50 --node-flags "--liftoff-only"]
import crypto from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startApiServer } from './lib/api-server.mjs';
import { postSlugs } from './lib/content.mjs';
import { saveResults, table } from './lib/results.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
const LOGIN_CONNECTIONS = arg('login-connections', 8);
// Node/V8 flags for the server: by default those of `npm run serve`; `--node-flags none` runs
// without.
const serveScript = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.serve.split(' ');
const flagsArg = args.includes('--node-flags')
  ? args[args.indexOf('--node-flags') + 1]
  : serveScript.slice(1, -1).join(' ');
const NODE_FLAGS = flagsArg === 'none' ? [] : flagsArg.split(' ').filter(Boolean);
const WARMUP = 2;
const COMMENTS = 100;

/** The first post slug in the committed content. */
const postSlug = () => postSlugs('content', 1)[0];

async function request(url, method, body, headers = {}) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Counted by autocannon too; kept here so a failing route is visible at once.
    let logged = false;
    instance.on('reqError', (error) => {
      if (!logged) console.error(`  request error: ${error.message}`);
      logged = true;
    });
  });
}

const server = await startApiServer(NODE_FLAGS);
const { url } = server;
const origin = { origin: url };
const slug = postSlug();
const password = `bench-${crypto.randomBytes(12).toString('base64url')}`;
const email = `bench-${Date.now()}@example.com`;
const results = [];
try {
  // Seed: one user, logged in, and 100 comments on one post.
  await request(
    `${url}/api/auth/signup`,
    'POST',
    { username: `bench${Date.now()}`, email, password },
    origin,
  );
  const login = await request(`${url}/api/auth/login`, 'POST', { email, password }, origin);
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login sent no cookie');
  // Read once first: new comments must show at once even though the list is cached (1 s).
  await request(`${url}/api/comments/${slug}`, 'GET');
  for (let i = 0; i < COMMENTS; i += 1) {
    await request(
      `${url}/api/comments`,
      'POST',
      { postSlug: slug, text: `Benchmark comment ${i + 1}: ${'lorem ipsum '.repeat(8).trim()}` },
      { ...origin, cookie },
    );
  }
  const seeded = await (await request(`${url}/api/comments/${slug}`, 'GET')).json();
  if (seeded.length !== COMMENTS)
    throw new Error(`expected ${COMMENTS} comments, got ${seeded.length}`);

  const json = { 'content-type': 'application/json', ...origin };
  const routes = [
    { name: 'GET /bench/noop (baseline)', path: '/bench/noop' },
    { name: 'GET /api/health (DB select 1)', path: '/api/health' },
    { name: `GET /api/comments/:slug (${COMMENTS})`, path: `/api/comments/${slug}` },
    {
      name: 'POST /api/claps/:slug',
      path: `/api/claps/${slug}`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ count: 1 }),
    },
    { name: 'GET /api/feed (cached)', path: '/api/feed' },
    { name: 'GET /bench/feed-file (file per request)', path: '/bench/feed-file' },
    {
      name: 'POST /api/auth/login (argon2)',
      path: '/api/auth/login',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
      connections: LOGIN_CONNECTIONS,
      separate: true,
    },
  ];

  console.log(
    `bench:api: ${url}, ${DURATION} s per route after a ${WARMUP} s warm-up, ${CONNECTIONS} connections ` +
      `(${LOGIN_CONNECTIONS} for login). Rate limits raised to 1e9/min: this measures throughput, ` +
      'not the limiter.',
  );
  for (const route of routes) {
    const options = {
      url: `${url}${route.path}`,
      method: route.method ?? 'GET',
      headers: route.headers,
      body: route.body,
      connections: route.connections ?? CONNECTIONS,
    };
    await run({ ...options, duration: WARMUP });
    const r = await run({ ...options, duration: DURATION });
    const entry = {
      name: route.name,
      path: route.path.replace(slug, ':slug'),
      method: options.method,
      connections: options.connections,
      separate: !!route.separate,
      requests: r.requests.total,
      reqPerSec: r.requests.average,
      latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerSec: r.throughput.average,
    };
    results.push(entry);
    console.log(
      `  ${route.name.padEnd(42)} ${entry.reqPerSec.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${entry.latencyMs.p50} ms  p99 ${entry.latencyMs.p99} ms` +
        (entry.non2xx || entry.errors || entry.timeouts
          ? `  (non-2xx ${entry.non2xx}, errors ${entry.errors}, timeouts ${entry.timeouts})`
          : ''),
    );
  }
} finally {
  await server.stop();
}

const base = results[0];
const ratio = (a, b) => (b > 0 ? a / b : NaN);
for (const entry of results) {
  entry.vsBaseline = {
    reqPerSec: ratio(entry.reqPerSec, base.reqPerSec),
    p50: ratio(entry.latencyMs.p50, base.latencyMs.p50),
    p99: ratio(entry.latencyMs.p99, base.latencyMs.p99),
  };
}
const comments = results.find((e) => e.path.startsWith('/api/comments/'));
const targets = {
  commentsReqPerSecRatio: { target: '>= 0.5', value: comments.vsBaseline.reqPerSec },
  commentsP99Ms: { target: '< 50', value: comments.latencyMs.p99 },
};
const met =
  comments.vsBaseline.reqPerSec >= 0.5 &&
  comments.latencyMs.p99 < 50 &&
  !comments.non2xx &&
  !comments.errors;

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const rows = (list) =>
  list.map((e) => [
    `\`${e.method} ${e.path}\``,
    e.name.replace(/^\S+ \S+ ?/, '') || '—',
    String(e.connections),
    fmt(e.reqPerSec, 0),
    `${e.latencyMs.p50} / ${e.latencyMs.p99}`,
    `${fmt(e.vsBaseline.reqPerSec)}×`,
    `${fmt(e.vsBaseline.p50, 1)}× / ${fmt(e.vsBaseline.p99, 1)}×`,
    e.non2xx || e.errors || e.timeouts ? `${e.non2xx} / ${e.errors} / ${e.timeouts}` : '0',
  ]);
const headers = [
  'route',
  'note',
  'conns',
  'req/s',
  'p50 / p99 ms',
  'req/s vs baseline',
  'p50 / p99 vs baseline',
  'non-2xx / errors / timeouts',
];
const setup =
  `autocannon ${DURATION} s per route after a ${WARMUP} s warm-up, ${CONNECTIONS} connections ` +
  `(login ${LOGIN_CONNECTIONS}), loopback; the server (bench/api-server.ts) is its own process ` +
  (NODE_FLAGS.length
    ? `with the Node flags of \`npm run serve\` (\`${NODE_FLAGS.join(' ')}\`), `
    : '') +
  'with PGlite in a temp folder and the embedded Content Lake, logging off. Every rate limit is ' +
  'raised to 1e9/min: these figures are throughput, not the limiter. GET /api/feed is given a ' +
  'FEED_URL on loopback so it answers from its 60 s cache; /bench/feed-file is the default ' +
  'FEED_FILE setup (file read per request). GET comments is served with the 1 s comment-list ' +
  'cache that server/index.ts enables (a new comment clears it; without it every request is a ' +
  'PGlite query of ~4 ms, about 5% of the baseline). The client and server share the 2 cores, and other ' +
  'work (builds) may have been running on the machine, so compare ratios more than absolutes.';
const markdown = [
  setup,
  table(headers, rows(results.filter((e) => !e.separate))),
  'Login, bounded by argon2 password hashing (reported apart):',
  table(headers, rows(results.filter((e) => e.separate))),
  `Target (issue 8): GET comments at >= 50% of the trivial route's req/s and p99 < 50 ms: ` +
    `${fmt(comments.vsBaseline.reqPerSec * 100, 0)}% and p99 ${comments.latencyMs.p99} ms — ` +
    `${met ? 'met' : 'missed'}.`,
  'Run: `npm run bench:api` (options `--duration 10 --connections 50 --login-connections 8`).',
].join('\n\n');

saveResults(
  'api',
  'API throughput',
  {
    setup: {
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      loginConnections: LOGIN_CONNECTIONS,
      comments: COMMENTS,
      rateLimits: 'raised to 1e9 per minute (throughput, not the limiter)',
      note: setup,
    },
    routes: results,
    targets: { ...targets, met },
  },
  markdown,
);
console.log(
  `\nGET comments: ${fmt(comments.vsBaseline.reqPerSec * 100, 0)}% of baseline req/s, ` +
    `p99 ${comments.latencyMs.p99} ms — target ${met ? 'met' : 'missed'} (>= 50%, p99 < 50 ms).`,
);
console.log('Wrote bench/results/api.json and the api section of bench/RESULTS.md.');
