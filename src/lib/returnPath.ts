/**
 * Where to go after logging in: `?next=/admin` (a path on this site only, never another origin),
 * else the blog.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : '/blog';
}
