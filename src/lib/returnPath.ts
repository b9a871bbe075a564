import { sameOriginPath } from '../../shared/return-path';

/**
 * Where to go after logging in: `?next=/admin` (a path on this site only, never another origin,
 * however it is spelled), else the blog.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return (next !== null && sameOriginPath(next)) || '/blog';
}
