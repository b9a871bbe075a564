import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../lib/errors';

export type FeedOptions = {
  /** Remote feed (JSON); fetched with a timeout and cached briefly. */
  url?: string;
  /** Local feed used when `url` is absent; a missing file is an empty feed. */
  file: string;
  timeoutMs?: number;
  cacheMs?: number;
};

export type Feed = { username: string; profilePictureUrl: string; posts: unknown[] };

const EMPTY_FEED: Feed = { username: '', profilePictureUrl: '', posts: [] };
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** The spec's two feed shapes (a bare array, or an object with posts) as one. */
function normalize(data: unknown): Feed | undefined {
  if (Array.isArray(data)) return { ...EMPTY_FEED, posts: data };
  if (data && typeof data === 'object' && Array.isArray((data as Feed).posts)) {
    const feed = data as Partial<Feed> & { posts: unknown[] };
    return {
      username: typeof feed.username === 'string' ? feed.username : '',
      profilePictureUrl: typeof feed.profilePictureUrl === 'string' ? feed.profilePictureUrl : '',
      posts: feed.posts,
    };
  }
  return undefined;
}

async function fetchFeed(url: string, timeoutMs: number): Promise<Feed> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw httpError(502, timedOut ? 'Photo feed timed out' : 'Photo feed unreachable');
  }
  if (!response.ok) throw httpError(502, `Photo feed responded with status ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
    throw httpError(502, 'Photo feed is too large');
  }
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw httpError(502, 'Photo feed is too large');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw httpError(502, 'Photo feed sent invalid JSON');
  }
  const feed = normalize(data);
  if (!feed) throw httpError(502, 'Unexpected data structure');
  return feed;
}

async function readFeedFile(file: string): Promise<Feed> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_FEED;
    throw error;
  }
  const feed = normalize(JSON.parse(text));
  if (!feed) throw new Error(`${file} is neither an array of posts nor an object with posts`);
  return feed;
}

/** GET /api/feed: the photo feed, from FEED_URL (cached) or the local file. */
const feedRoutes: FastifyPluginAsync<FeedOptions> = async (app, options) => {
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheMs = options.cacheMs ?? 60_000;
  // A read-through cache of public data: harmless with many replicas (each refreshes its own).
  let cached: { feed: Feed; until: number } | undefined;
  let inFlight: Promise<Feed> | undefined;

  app.get('/', async (_request, reply) => {
    if (!options.url) {
      reply.header('cache-control', 'public, max-age=60');
      return readFeedFile(options.file);
    }
    if (cached && cached.until > Date.now()) return cached.feed;
    // Concurrent misses share one upstream request.
    inFlight ??= fetchFeed(options.url, timeoutMs).finally(() => {
      inFlight = undefined;
    });
    const feed = await inFlight;
    cached = { feed, until: Date.now() + cacheMs };
    reply.header('cache-control', 'public, max-age=60');
    return feed;
  });
};

export default feedRoutes;
