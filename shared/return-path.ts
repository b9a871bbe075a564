/** Any origin will do: only whether a path stays on it matters. */
const HERE = 'https://here.invalid';

/**
 * `next` as a path on this site, read the way a browser's URL parser reads it (it drops tabs and
 * newlines, takes a backslash for a slash and resolves `/./` and `/../`), or null when the
 * browser would leave the site with it: `/\t/evil.example`, `/\evil.example`, `/.//evil.example`.
 * The path returned is the normalised one, which the parser reads back as itself.
 */
export function sameOriginPath(next: string): string | null {
  if (!next.startsWith('/') && !next.startsWith('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` normalises to `//evil.example`, which is another host again.
  if (url.origin !== HERE || new URL(path, HERE).origin !== HERE) return null;
  return path;
}
