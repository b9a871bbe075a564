/**
 * The feeds readers and crawlers expect, built from content after `gatsby build`:
 * RSS 2.0 (/rss.xml), a sitemap (/sitemap.xml) and robots.txt. Pure string builders.
 */
import { isIndexable } from '../src/lib/indexing';

export type FeedPost = {
  title: string;
  /** Site-relative path, e.g. /blog/some-post. */
  path: string;
  /** ISO date-time. */
  publishedAt: string;
  /** ISO date-time of the last edit. */
  updatedAt: string;
  description: string;
  categories: string[];
};

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const rfc822 = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
};

/**
 * RSS 2.0 of every post, newest first as given, with absolute links. `title` is the site's
 * ("Name | Role"); the channel's description is the blog's from content, else "Articles from".
 */
export function buildRss({
  siteUrl,
  title,
  description,
  posts,
}: {
  siteUrl: string;
  title: string;
  description?: string;
  posts: FeedPost[];
}): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}${post.path}`;
    const date = rfc822(post.publishedAt);
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      `      <description>${xmlEscape(post.description)}</description>`,
      ...post.categories.map((c) => `      <category>${xmlEscape(c)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const latest = posts.map((p) => rfc822(p.publishedAt)).find(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(`${title} | Blog`)}</title>`,
    `    <link>${xmlEscape(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(description ?? `Articles from ${title}`)}</description>`,
    '    <language>en-gb</language>',
    latest ? `    <lastBuildDate>${latest}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Pages that must never be listed: Gatsby's 404 variants, development pages, /preview (a private
 * link's empty shell) and the pages search engines are asked to leave out (src/lib/indexing.ts:
 * the owner's area, login, signup). Pages content switched off are not built, so they are not in
 * `paths` at all.
 */
const isListable = (p: string) =>
  !/^\/(404|dev-404-page|preview)(\.html|\/)?$/.test(p) && !p.startsWith('/dev-') && isIndexable(p);

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** sitemap.xml of every built page; posts carry their last edit date. */
export function buildSitemap({
  siteUrl,
  paths,
  posts,
}: {
  siteUrl: string;
  paths: string[];
  posts: FeedPost[];
}): string {
  const lastmod = new Map(posts.map((p) => [p.path, p.updatedAt || p.publishedAt]));
  const unique = [...new Set(paths.filter(isListable).map(normalise))].sort();
  const urls = unique.map((p) => {
    const date = lastmod.get(p);
    const day =
      date && !Number.isNaN(new Date(date).getTime())
        ? new Date(date).toISOString().slice(0, 10)
        : '';
    return [
      '  <url>',
      `    <loc>${xmlEscape(`${siteUrl}${p}`)}</loc>`,
      day ? `    <lastmod>${day}</lastmod>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything crawlable except the API, with the sitemap's address. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
