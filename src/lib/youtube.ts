/** A YouTube video id: exactly 11 characters of [A-Za-z0-9_-]. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** Path prefixes that carry the id as their next segment: /embed/ID, /shorts/ID, /v/ID, /live/ID. */
const ID_PATHS = new Set(['embed', 'shorts', 'v', 'live']);

/**
 * The 11-character video id of a YouTube address, or null when there is none. Accepts the
 * watch?v=, youtu.be/, embed/ and shorts/ forms (with or without www., extra query parameters
 * or a timestamp); anything else, including an id of the wrong length, is invalid.
 */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    const text = url.trim();
    parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') {
      candidate = parsed.searchParams.get('v');
    } else if (segments.length === 2 && ID_PATHS.has(segments[0] ?? '')) {
      candidate = segments[1];
    }
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}
