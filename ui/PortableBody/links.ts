/** Any origin will do: only which scheme an address has once a browser has read it matters. */
const HERE = 'https://here.invalid/page/';

/** What a link in a post may lead to; anything else (javascript:, data:, file:, …) is not a link. */
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a link mark's `href` may be rendered as a link: an http(s) or mailto: address, a
 * path on this site, or an in-page #anchor, read as a browser reads it (WHATWG URL: tabs and
 * newlines dropped, leading spaces and control characters trimmed, the scheme's case ignored).
 * Content from a Sanity project is not checked anywhere else; the embedded Lake refuses such
 * links when it loads content/ (server/content-lake/authoring/links.ts, the same rule).
 */
export function isAllowedHref(href: string): boolean {
  if (href.trim() === '') return false;
  try {
    return SCHEMES.has(new URL(href, HERE).protocol);
  } catch {
    return false;
  }
}
