import type { FeedChild, FeedPost, FeedProfile } from '../../ui';

export type Feed = FeedProfile & { posts: FeedPost[] };

/** The spec's message for JSON that is neither an array nor has a posts array. */
export const UNEXPECTED_FEED = 'Unexpected data structure';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function toChild(value: unknown): FeedChild | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const mediaUrl = str(item.mediaUrl);
  if (!mediaUrl) return null;
  return {
    ...(typeof item.id === 'string' || typeof item.id === 'number' ? { id: String(item.id) } : {}),
    ...(item.mediaType ? { mediaType: str(item.mediaType) } : {}),
    mediaUrl,
  };
}

/** One post, or null when it lacks what the grid needs (an id and a media URL). */
function toPost(value: unknown): FeedPost | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const id = typeof item.id === 'number' ? String(item.id) : str(item.id);
  const children = Array.isArray(item.children)
    ? item.children.map(toChild).filter((c): c is FeedChild => c !== null)
    : [];
  const mediaUrl = str(item.mediaUrl) || children[0]?.mediaUrl || '';
  if (!id || !mediaUrl) return null;
  return {
    id,
    mediaType: str(item.mediaType) || 'IMAGE',
    isReel: item.isReel === true,
    mediaUrl,
    ...(str(item.thumbnailUrl) ? { thumbnailUrl: str(item.thumbnailUrl) } : {}),
    caption: str(item.caption),
    permalink: str(item.permalink),
    ...(children.length ? { children } : {}),
  };
}

/**
 * The feed JSON -> ui props. A bare array is wrapped with an empty username and picture; an
 * object needs a `posts` array; anything else throws 'Unexpected data structure'. Malformed
 * posts are skipped rather than breaking the page.
 */
export function mapFeed(data: unknown): Feed {
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
    profilePictureUrl = str(object.profilePictureUrl);
    raw = object.posts;
  } else {
    throw new Error(UNEXPECTED_FEED);
  }
  const seen = new Set<string>();
  const posts = raw
    .map(toPost)
    .filter((p): p is FeedPost => p !== null && !seen.has(p.id) && !!seen.add(p.id));
  return { username, profilePictureUrl, posts };
}

/** The account's page on the photo service. */
export const profileUrlFor = (username: string) =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;
