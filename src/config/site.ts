import { localSiteUrl } from '../../shared/site-url';

/**
 * Public origin of the site, used for canonical URLs, feeds and short links. gatsby-config.ts
 * always sets GATSBY_SITE_URL (from SITE_URL, or http://localhost:$PORT); the fallback is for
 * tests and Storybook, which have no PORT. Who the site is about is content: useSiteSettings.
 */
export const siteUrl = (process.env.GATSBY_SITE_URL ?? localSiteUrl()).replace(/\/+$/, '');

/** `src` as an absolute URL on `origin` (a path on the site), or as it is when it already is one. */
export const absoluteOn = (origin: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${origin}${src}`;
