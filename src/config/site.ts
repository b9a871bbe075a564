export { owner } from './owner';

/** Public origin of the site, used for canonical URLs, feeds and short links. */
export const siteUrl = (process.env.GATSBY_SITE_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
