/**
 * Pages search engines are asked to leave out: the owner's area, the account forms and the
 * not-found page. Seo marks them `noindex` and the sitemap (build/feeds.ts) leaves them out,
 * so the two never disagree. Paths as the site names them, without a trailing slash.
 */
const NOT_INDEXED = new Set([
  '/admin',
  '/login',
  '/signup',
  '/404',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

/** Whether a page (its path, with or without a trailing slash or .html) may be indexed. */
export function isIndexable(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return !NOT_INDEXED.has(path) && !path.startsWith('/dev-');
}
