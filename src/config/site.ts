import { owner } from './owner';

export { owner };

/** Public origin of the site, used for canonical URLs, feeds and short links. */
export const siteUrl = (process.env.GATSBY_SITE_URL ?? 'http://localhost:8000').replace(/\/+$/, '');

/** `src` as an absolute URL on `origin` (a path on the site), or as it is when it already is one. */
export const absoluteOn = (origin: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${origin}${src}`;

/** What /blog is, for its meta description and its structured data. */
export const blogDescription = `Articles by ${owner.name} on React, Node.js, databases, DevOps and a developer's career.`;
