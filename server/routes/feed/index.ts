import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, httpError } from '../../lib/errors';
import { publicFetch, RefusedAddress, RefusedRedirect } from '../../lib/public-fetch';

export type FeedOptions = {
  /** Remote feed (JSON); fetched with a timeout and cached briefly. */
  url?: string;
  /** Local feed used when `url` is absent; a missing file is an empty feed. */
  file: string;
  timeoutMs?: number;
  cacheMs?: number;
  /** How long a failed fetch is answered from memory before the upstream is asked again. */
  failureCacheMs?: number;
  /** FEED_ALLOW_PRIVATE: `url` may be on loopback or a private network. @default false */
  allowPrivate?: boolean;
};

type Feed = { username: string; profilePictureUrl: string; posts: unknown[] };

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

/**
 * The body as text, read chunk by chunk and abandoned (the connection closed) as soon as it
 * passes `limit` bytes: an upstream sending hundreds of megabytes costs at most `limit`.
 */
async function readCapped(
  response: Awaited<ReturnType<typeof publicFetch>>,
  limit: number,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw httpError(502, 'Photo feed is too large');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw httpError(502, timedOut ? 'Photo feed timed out' : 'Photo feed unreachable');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Why the feed could not be fetched, in words a visitor may read: the server's own network
 * (a private address, where a redirect led) is never named.
 */
function unreachable(error: unknown): HttpError {
  let cause = error;
  while (cause instanceof Error && !(cause instanceof RefusedAddress) && cause.cause) {
    cause = cause.cause;
  }
  if (cause instanceof RefusedAddress)
    return httpError(502, 'Photo feed is not on a public address');
  if (error instanceof RefusedRedirect) return httpError(502, 'Photo feed redirected elsewhere');
  const timedOut = (error as Error).name === 'TimeoutError';
  return httpError(502, timedOut ? 'Photo feed timed out' : 'Photo feed unreachable');
}

async function fetchFeed(url: string, timeoutMs: number, allowPrivate: boolean): Promise<Feed> {
  let response: Awaited<ReturnType<typeof publicFetch>>;
  try {
    response = await publicFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      allowPrivate,
    });
  } catch (error) {
    throw unreachable(error);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw httpError(502, `Photo feed responded with status ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw httpError(502, 'Photo feed is too large');
  }
  const text = await readCapped(response, MAX_FEED_BYTES);
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
  const failureCacheMs = options.failureCacheMs ?? 15_000;
  // A read-through cache of public data: harmless with many replicas (each refreshes its own).
  let cached: { feed: Feed; until: number } | undefined;
  // A failing upstream is asked again after failureCacheMs, not on every request.
  let failed: { error: HttpError; until: number } | undefined;
  let inFlight: Promise<Feed> | undefined;

  app.get('/', async (_request, reply) => {
    if (!options.url) {
      reply.header('cache-control', 'public, max-age=60');
      return readFeedFile(options.file);
    }
    if (cached && cached.until > Date.now()) return cached.feed;
    if (failed && failed.until > Date.now()) throw failed.error;
    // Concurrent misses share one upstream request.
    const url = options.url;
    inFlight ??= fetchFeed(url, timeoutMs, options.allowPrivate ?? false)
      .then((feed) => {
        cached = { feed, until: Date.now() + cacheMs };
        failed = undefined;
        return feed;
      })
      .catch((error: unknown) => {
        const known = error instanceof HttpError ? error : httpError(502, 'Photo feed failed');
        failed = { error: known, until: Date.now() + failureCacheMs };
        throw known;
      })
      .finally(() => {
        inFlight = undefined;
      });
    const feed = await inFlight;
    reply.header('cache-control', 'public, max-age=60');
    return feed;
  });
};

export default feedRoutes;

/** The media a local feed file names (`/feed/post-1.webp`): files beside it, nothing deeper. */
const MEDIA_FILE = /^[\w-]+(\.[\w-]+)*\.(webp|avif|jpe?g|png|gif|mp4|webm)$/i;

/**
 * GET /feed/:file: the photos and clips of the local feed (FEED_FILE's folder, content/photos/),
 * with ranges for the clips. A remote feed (FEED_URL) names its own media, so nothing is served.
 */
export const feedMediaRoutes: FastifyPluginAsync<{ file: string }> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: path.dirname(path.resolve(options.file)),
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (pathName) => MEDIA_FILE.test(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
};
