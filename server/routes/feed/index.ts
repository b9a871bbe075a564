import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MediaStore } from '../../feed/media-store';
import { loadFeed, MEDIA_NAME, type Feed, type FeedSource } from '../../feed/source';
import { HttpError, httpError } from '../../lib/errors';

export type FeedOptions = FeedSource & {
  cacheMs?: number;
  /** How long a failed fetch is answered from memory before the upstream is asked again. */
  failureCacheMs?: number;
  /** FEED_MEDIA_DIR: where the remote feed's photos and clips are kept (MediaStore). */
  mediaDir?: string;
  /** Largest photo or clip kept. @default 50 MB */
  mediaMaxBytes?: number;
};

/**
 * GET /api/feed: the photo feed, from FEED_URL (cached) or the local file; and, for a remote
 * feed, GET /api/feed/media/:name, its photos and clips kept on disk (MediaStore).
 */
const feedRoutes: FastifyPluginAsync<FeedOptions> = async (app, options) => {
  const cacheMs = options.cacheMs ?? 60_000;
  const failureCacheMs = options.failureCacheMs ?? 15_000;
  // A read-through cache of public data: harmless with many replicas (each refreshes its own).
  let cached: { feed: Feed; until: number } | undefined;
  // A failing upstream is asked again after failureCacheMs, not on every request.
  let failed: { error: HttpError; until: number } | undefined;
  let inFlight: Promise<Feed> | undefined;
  const store = options.url
    ? new MediaStore({
        dir: options.mediaDir ?? path.resolve('.data/feed-media'),
        maxBytes: options.mediaMaxBytes,
        allowPrivate: options.allowPrivate,
      })
    : undefined;

  /** The remote feed, from the cache or the upstream (concurrent misses share one request). */
  const remoteFeed = (): Promise<Feed> => {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.feed);
    if (failed && failed.until > Date.now()) return Promise.reject(failed.error);
    inFlight ??= loadFeed(options)
      .then(async ({ feed, media }) => {
        await store?.setNames(media);
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
    return inFlight;
  };

  app.get('/', async (_request, reply) => {
    if (!options.url) {
      reply.header('cache-control', 'public, max-age=60');
      return (await loadFeed(options)).feed;
    }
    const feed = await remoteFeed();
    reply.header('cache-control', 'public, max-age=60');
    return feed;
  });

  if (!store) return;
  // reply.sendFile for the kept files (ranges for the clips, ETags); serves no route itself.
  await app.register(fastifyStatic, { root: store.directory, serve: false });
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) throw httpError(404, 'Unknown photo');
    // A name this replica has not seen (a page built from a read of the feed it did not make,
    // or a restart): read the feed, whose names are then known, unless the file is kept.
    if (!store.knows(name) && !fs.existsSync(path.join(store.directory, name))) {
      await remoteFeed().catch(() => {});
    }
    await store.ensure(name);
    // The name is the URL's hash: the bytes behind it do not change.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .sendFile(name, store.directory);
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
