import type { FeedChild, FeedPost, FeedProfile } from '../../ui';

export type Feed = FeedProfile & { posts: FeedPost[] };

/** The spec's message for JSON that is neither an array nor has a posts array. */
export const UNEXPECTED_FEED = 'Unexpected data structure';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A URL of the API's kept media (/api/feed/media/...) on the API's origin: `apiBase` when the
 * API is served elsewhere (GATSBY_API_URL), else the site's own.
 */
const onApi = (url: string, apiBase: string) =>
  url.startsWith('/api/') ? `${apiBase}${url}` : url;

function toChild(value: unknown, apiBase: string): FeedChild | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const mediaUrl = onApi(str(item.mediaUrl), apiBase);
  if (!mediaUrl) return null;
  return {
    ...(typeof item.id === 'string' || typeof item.id === 'number' ? { id: String(item.id) } : {}),
    ...(item.mediaType ? { mediaType: str(item.mediaType) } : {}),
    mediaUrl,
  };
}

/** One post, or null when it lacks what the grid needs (an id and a media URL). */
function toPost(value: unknown, apiBase: string): FeedPost | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const id = typeof item.id === 'number' ? String(item.id) : str(item.id);
  const children = Array.isArray(item.children)
    ? item.children
        .map((child) => toChild(child, apiBase))
        .filter((c): c is FeedChild => c !== null)
    : [];
  const mediaUrl = onApi(str(item.mediaUrl), apiBase) || children[0]?.mediaUrl || '';
  const thumbnailUrl = onApi(str(item.thumbnailUrl), apiBase);
  if (!id || !mediaUrl) return null;
  return {
    id,
    mediaType: str(item.mediaType) || 'IMAGE',
    isReel: item.isReel === true,
    mediaUrl,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    caption: str(item.caption),
    permalink: str(item.permalink),
    ...(children.length ? { children } : {}),
  };
}

/**
 * The feed JSON -> ui props. A bare array is wrapped with an empty username and picture; an
 * object needs a `posts` array; anything else throws 'Unexpected data structure'. Malformed
 * posts are skipped rather than breaking the page. `apiBase` is the API's origin when it is not
 * the site's (see onApi).
 */
export function mapFeed(data: unknown, apiBase = ''): Feed {
  let username = '';
  let profilePictureUrl = '';
  let raw: unknown[];
  if (Array.isArray(data)) {
    raw = data;
  } else if (
    data &&
    typeof data === 'object' &&
    Array.isArray((data as { posts?: unknown }).posts)
  ) {
    const object = data as { username?: unknown; profilePictureUrl?: unknown; posts: unknown[] };
    username = str(object.username);
    profilePictureUrl = onApi(str(object.profilePictureUrl), apiBase);
    raw = object.posts;
  } else {
    throw new Error(UNEXPECTED_FEED);
  }
  const seen = new Set<string>();
  const posts = raw
    .map((post) => toPost(post, apiBase))
    .filter((p): p is FeedPost => p !== null && !seen.has(p.id) && !!seen.add(p.id));
  return { username, profilePictureUrl, posts };
}

/** The account's page on the photo service. */
export const profileUrlFor = (username: string) =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;
