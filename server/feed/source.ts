import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { HttpError, httpError } from '../lib/errors';
import { publicFetch, RefusedAddress, RefusedRedirect } from '../lib/public-fetch';

/**
 * The photo feed as the API answers it and the build renders it: read from FEED_URL (through
 * publicFetch, with a timeout and a size cap) or FEED_FILE, in the spec's two shapes made one.
 * GET /api/feed (server/routes/feed) and the build's /insta (gatsby-node, feedForBuild) both read it
 * here, so the page built with the feed names the same media the API answers.
 */
export type Feed = { username: string; profilePictureUrl: string; posts: unknown[] };

export type FeedSource = {
  /** Remote feed (JSON): FEED_URL. */
  url?: string;
  /** Local feed used when `url` is absent (FEED_FILE); a missing file is an empty feed. */
  file: string;
  /** @default 5000 */
  timeoutMs?: number;
  /** FEED_ALLOW_PRIVATE: `url` and its media may be on loopback or a private network. */
  allowPrivate?: boolean;
};

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

type Fetched = Awaited<ReturnType<typeof publicFetch>>;

/** What failed, in a visitor's words, for the feed ('Photo feed') or one of its media ('Photo'). */
export type Subject = 'Photo feed' | 'Photo';

/**
 * The body chunk by chunk, handed to `sink`, and abandoned (the connection closed) as soon as it
 * passes `limit` bytes: an upstream sending hundreds of megabytes costs at most `limit`.
 */
export async function readCapped(
  response: Fetched,
  limit: number,
  subject: Subject,
  sink: (chunk: Uint8Array) => void | Promise<void>,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw httpError(502, `${subject} is too large`);
      }
      await sink(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw httpError(502, timedOut ? `${subject} timed out` : `${subject} unreachable`);
  }
}

/**
 * Why an upstream could not be fetched, in words a visitor may read: the server's own network
 * (a private address, where a redirect led) is never named.
 */
function unreachable(error: unknown, subject: Subject): HttpError {
  let cause = error;
  while (cause instanceof Error && !(cause instanceof RefusedAddress) && cause.cause) {
    cause = cause.cause;
  }
  if (cause instanceof RefusedAddress)
    return httpError(502, `${subject} is not on a public address`);
  if (error instanceof RefusedRedirect) return httpError(502, `${subject} redirected elsewhere`);
  const timedOut = (error as Error).name === 'TimeoutError';
  return httpError(502, timedOut ? `${subject} timed out` : `${subject} unreachable`);
}

/**
 * `url` through publicFetch (public addresses only unless `allowPrivate`), answered only when OK
 * and not announced as larger than `limit`; any failure is a 502 with a message.
 */
export async function fetchUpstream(
  url: string,
  options: { accept: string; timeoutMs: number; allowPrivate: boolean; limit: number },
  subject: Subject,
): Promise<Fetched> {
  let response: Fetched;
  try {
    response = await publicFetch(url, {
      headers: { accept: options.accept },
      signal: AbortSignal.timeout(options.timeoutMs),
      allowPrivate: options.allowPrivate,
    });
  } catch (error) {
    throw unreachable(error, subject);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw httpError(502, `${subject} responded with status ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > options.limit) {
    await response.body?.cancel().catch(() => {});
    throw httpError(502, `${subject} is too large`);
  }
  return response;
}

async function fetchFeed(url: string, timeoutMs: number, allowPrivate: boolean): Promise<Feed> {
  const response = await fetchUpstream(
    url,
    { accept: 'application/json', timeoutMs, allowPrivate, limit: MAX_FEED_BYTES },
    'Photo feed',
  );
  const chunks: Uint8Array[] = [];
  await readCapped(response, MAX_FEED_BYTES, 'Photo feed', (chunk) => {
    chunks.push(chunk);
  });
  let data: unknown;
  try {
    data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
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

/**
 * The feed from FEED_URL, its media renamed to the copies the API keeps (see `keepMedia`), or
 * from FEED_FILE as it is (its media are already the site's own, /feed/...). Throws an
 * HttpError (502) for a remote failure, an Error for a broken file.
 */
export async function loadFeed(source: FeedSource): Promise<{ feed: Feed; media: MediaNames }> {
  if (!source.url) return { feed: await readFeedFile(source.file), media: new Map() };
  const feed = await fetchFeed(source.url, source.timeoutMs ?? 5000, source.allowPrivate ?? false);
  return keepMedia(feed);
}

/** Where the API serves the media it keeps: GET /api/feed/media/<name>. */
const MEDIA_PATH = '/api/feed/media/';

/** A kept file's name: 64 hex digits and the extension of a photo or clip. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.(webp|avif|jpg|jpeg|png|gif|mp4|webm)$/;

/** Kept file name -> the upstream URL it is fetched from. */
export type MediaNames = Map<string, string>;

/**
 * The name a remote photo or clip is kept under: the SHA-256 of its URL without the query, and
 * its extension. Instagram's CDN signs the same file anew (`oh=`, `oe=` in the query) at each
 * read of the feed; a name that moved with the signature would orphan every page built before
 * the next read. A URL with no known extension is kept as .jpg, or .mp4 for a video post.
 */
function mediaName(url: URL, video: boolean): string {
  const hash = createHash('sha256').update(`${url.origin}${url.pathname}`).digest('hex');
  const ext = /\.(webp|avif|jpe?g|png|gif|mp4|webm)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return `${hash}.${ext ?? (video ? 'mp4' : 'jpg')}`;
}

/**
 * The feed with every http(s) media URL (picture, post media, thumbnail, album children)
 * replaced by the API's kept copy, and the names it used. Relative URLs stay as they are.
 */
function keepMedia(feed: Feed): { feed: Feed; media: MediaNames } {
  const media: MediaNames = new Map();
  const kept = (value: unknown, video = false): unknown => {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return value;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return value;
    }
    const name = mediaName(url, video);
    media.set(name, value);
    return `${MEDIA_PATH}${name}`;
  };
  const posts = feed.posts.map((post) => {
    if (!post || typeof post !== 'object') return post;
    const item = post as Record<string, unknown>;
    const video = item.mediaType === 'VIDEO' || item.isReel === true;
    return {
      ...item,
      ...('mediaUrl' in item ? { mediaUrl: kept(item.mediaUrl, video) } : {}),
      ...('thumbnailUrl' in item ? { thumbnailUrl: kept(item.thumbnailUrl) } : {}),
      ...(Array.isArray(item.children)
        ? {
            children: item.children.map((child: unknown) => {
              if (!child || typeof child !== 'object') return child;
              const c = child as Record<string, unknown>;
              return 'mediaUrl' in c
                ? { ...c, mediaUrl: kept(c.mediaUrl, c.mediaType === 'VIDEO') }
                : c;
            }),
          }
        : {}),
    };
  });
  return {
    feed: { ...feed, profilePictureUrl: kept(feed.profilePictureUrl) as string, posts },
    media,
  };
}

/**
 * /insta's feed at build time, read as GET /api/feed reads it: FEED_URL with its timeout and
 * size cap, its media renamed to the copies the API keeps, or FEED_FILE. The page is built with
 * its first photos and the browser only refreshes them. A feed that cannot be read does not
 * fail the build: null (the page is then built in its loading state, as before it had built
 * photos), and `warn` says why.
 */
export async function feedForBuild(
  source: FeedSource,
  warn: (message: string) => void,
): Promise<Feed | null> {
  try {
    return (await loadFeed(source)).feed;
  } catch (error) {
    warn(
      `/insta: the photo feed could not be read (${(error as Error).message}); the page is built ` +
        'showing Loading... and its photos load in the browser.',
    );
    return null;
  }
}
