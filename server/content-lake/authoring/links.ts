/** Any origin will do: only which scheme an address has once a browser has read it matters. */
const HERE = 'https://here.invalid/page/';

/** What a link in content may lead to; anything else (javascript:, data:, file:, …) is refused. */
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a link in the content may be followed: an http(s) or mailto: address, a path on this
 * site, or an in-page #anchor. The address is read as a browser reads it (WHATWG URL: tabs and
 * newlines dropped, leading spaces and control characters trimmed, the scheme's case ignored),
 * so `java\tscript:` and ` JavaScript:` are refused like `javascript:`. The same rule is applied
 * when the site renders portable text (ui/PortableBody/links.ts).
 */
export function isAllowedHref(href: string): boolean {
  if (href.trim() === '') return false;
  try {
    return SCHEMES.has(new URL(href, HERE).protocol);
  } catch {
    return false;
  }
}
