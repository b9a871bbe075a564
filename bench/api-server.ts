// The API server as `npm run bench:api` runs it: the real app (buildApp) on a fresh PGlite
// database in a temporary folder and the embedded Content Lake, with every rate limit raised so
// far that the benchmark measures throughput rather than the limiter. Adds two bench-only routes:
//   GET /bench/noop       the trivial baseline (no database, no I/O; same hooks as every route)
//   GET /bench/feed-file  the photo feed read from FEED_FILE on every request (the default setup)
// GET /api/feed itself is given a FEED_URL served by a loopback upstream in this process, so it
// answers from its 60 s cache.
//   PORT=8123 SITE_URL=http://127.0.0.1:8123 npx tsx bench/api-server.ts
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { startContentLake } from '../server/content-lake';
import { createGroqContentReader } from '../server/data/content';
import { releaseMemoryWhenQuiet } from '../server/lib/memory-release';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../server/plugins/rate-limit';
import feedRoutes from '../server/routes/feed';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = process.env.SITE_URL ?? `http://${host}:${port}`;
const feedFile = path.resolve(process.env.FEED_FILE ?? 'content/photos/feed.json');

const HUGE = { max: 1_000_000_000, timeWindow: 60_000 };
const NO_SLOWDOWN = { free: 1_000_000_000, firstDelay: 1000, maxDelay: 1000, forgetEvery: 60_000 };
const rateLimits = {
  ...Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, HUGE])),
  loginFailuresPerClient: NO_SLOWDOWN,
  loginFailuresPerAccount: NO_SLOWDOWN,
} as RateLimits;

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-api-'));
  const database = await openDatabase({ dataDir: path.join(tmp, 'pglite') });
  const lake = await startContentLake({ dataDir: path.join(tmp, 'content-lake') });

  // A stand-in for a remote photo feed (FEED_URL), so GET /api/feed takes its cached path.
  const feedBody = fs.readFileSync(feedFile);
  const upstream = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(feedBody);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;

  const app = await buildApp({
    // No built site: the server answers the API only.
    publicDir: path.join(tmp, 'public'),
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    database,
    content: createGroqContentReader({
      queryUrl: `${lake.url}/v1/data/query/${lake.dataset}`,
    }),
    siteUrl,
    rateLimits,
    // The seed is 100 comments from one account, past the default of 50 a post.
    commentsPerPost: 1_000_000,
    // As server/index.ts runs it.
    commentsCacheMs: 1000,
    feed: { url: `http://127.0.0.1:${upstreamPort}/feed.json`, file: feedFile, allowPrivate: true },
  });
  // As server/index.ts runs it.
  releaseMemoryWhenQuiet(app);
  app.get('/bench/noop', async () => ({ ok: true }));
  await app.register(feedRoutes, { prefix: '/bench/feed-file', file: feedFile });

  const shutdown = async () => {
    await app.close().catch(() => {});
    upstream.close();
    await lake.close().catch(() => {});
    await database.close().catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  const address = await app.listen({ port, host });
  console.log(`bench api server listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
