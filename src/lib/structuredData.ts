// JSON-LD for search engines: who the site is about (Person), the site (WebSite), the blog
// (Blog) and each post (BlogPosting), from content: the siteSettings document each of those
// pages' queries also selects (the home page the SanitySiteIdentity fragment, the blog and the
// posts SanitySiteAuthor), read here from the page's data. The types come from schema-dts, Google's TypeScript
// rendering of the schema.org vocabulary, so a misspelt property or a wrong value type fails
// the typecheck; __tests__/support/structuredData.ts checks the rest (absolute URLs, ISO dates,
// what Google's rich results ask for) on these objects and on the built pages.
import type { Blog, BlogPosting, ImageObject, Person, WebSite, WithContext } from 'schema-dts';
import { absoluteOn } from '../config/site';
import { toPostPage, toPostSummaries, type PostCardNode, type PostPageNode } from '../mappers/blog';
import {
  toSiteAuthor,
  toSiteSettings,
  type SiteAuthorNode,
  type SiteSettings,
  type SiteSettingsNode,
} from '../mappers/site';
import { postCard } from './socialCard';

/** One node id per thing, so the posts and the blog point at the same Person and WebSite. */
const ldIds = (siteUrl: string) => ({
  person: `${siteUrl}/#person`,
  website: `${siteUrl}/#website`,
  blog: `${siteUrl}/blog#blog`,
});

/** An image with its size: Google picks among them by aspect ratio and needs the pixels. */
type LdImage = { url: string; width: number; height: number };

const imageObject = (image: LdImage): ImageObject => ({
  '@type': 'ImageObject',
  url: image.url,
  width: { '@type': 'QuantitativeValue', value: image.width, unitCode: 'E37' },
  height: { '@type': 'QuantitativeValue', value: image.height, unitCode: 'E37' },
});

/** The owner as a Person, with the profiles that are theirs (sameAs). */
function personLd(siteUrl: string, owner: SiteSettings) {
  const [locality, country] = (owner.location ?? '').split(',').map((part) => part.trim());
  return {
    '@type': 'Person',
    '@id': ldIds(siteUrl).person,
    name: owner.name,
    url: `${siteUrl}/`,
    ...(owner.role ? { jobTitle: owner.role } : {}),
    ...(owner.headline ? { description: owner.headline } : {}),
    ...(locality
      ? {
          homeLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: locality,
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }
      : {}),
    sameAs: Object.values(owner.social),
  } satisfies Person;
}

/** The home page: the owner and the site they publish. */
function homeLd(siteUrl: string, owner: SiteSettings): WithContext<Person | WebSite>[] {
  const ids = ldIds(siteUrl);
  return [
    { '@context': 'https://schema.org', ...personLd(siteUrl, owner) },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': ids.website,
      name: owner.name,
      url: `${siteUrl}/`,
      inLanguage: 'en',
      author: { '@id': ids.person },
      publisher: { '@id': ids.person },
    },
  ];
}

type LdPostSummary = { title: string; path: string; publishedAt: string };

/** How many posts /blog lists in its Blog node: the newest, as the page shows them first. */
const BLOG_LD_POSTS = 10;

/** /blog: the Blog, its author and its newest posts. */
function blogLd(
  siteUrl: string,
  {
    author,
    description,
    posts,
  }: { author: string; description: string; posts: readonly LdPostSummary[] },
): WithContext<Blog> {
  const ids = ldIds(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': ids.blog,
    name: `${author} | Blog`,
    url: `${siteUrl}/blog`,
    description,
    inLanguage: 'en',
    author: { '@type': 'Person', '@id': ids.person, name: author, url: `${siteUrl}/` },
    isPartOf: { '@id': ids.website },
    blogPost: posts.slice(0, BLOG_LD_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      '@id': `${siteUrl}${post.path}#article`,
      headline: post.title,
      url: `${siteUrl}${post.path}`,
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    })),
  };
}

type LdPost = LdPostSummary & {
  author: string;
  description: string;
  updatedAt?: string;
  categories: readonly string[];
  keywords: readonly string[];
  readingMinutes: number;
  /** The post's social card first, then its cover (other aspect ratios), all absolute. */
  images: readonly LdImage[];
};

/** A post page: the BlogPosting Google reads for article rich results. */
function blogPostingLd(siteUrl: string, post: LdPost): WithContext<BlogPosting> {
  const ids = ldIds(siteUrl);
  const url = `${siteUrl}${post.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: post.images.map(imageObject),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt || post.publishedAt,
    author: { '@type': 'Person', '@id': ids.person, name: post.author, url: `${siteUrl}/` },
    publisher: { '@type': 'Person', '@id': ids.person, name: post.author },
    isPartOf: { '@id': ids.blog },
    inLanguage: 'en',
    ...(post.categories[0] ? { articleSection: [...post.categories] } : {}),
    keywords: post.keywords.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
  };
}

/** A page's data as gatsby-ssr's `loadPageDataSync` gives it. */
export type PageData = { result?: { data?: unknown } } | null | undefined;

/**
 * The structured data of a built page, from its path and its query's data, or undefined for
 * a page without any. gatsby-ssr writes it into the static HTML, which is where crawlers read
 * it; done there, none of this reaches the browser's JavaScript (a page's Head would).
 */
export function structuredDataFor(siteUrl: string, pathname: string, pageData: PageData) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const data = pageData?.result?.data as Record<string, unknown> | undefined;
  if (path === '/') {
    // Whether /connect and /projects exist does not change what the home page says.
    const site = toSiteSettings(data?.sanitySiteSettings as SiteSettingsNode | undefined, {
      connectPage: false,
      projects: 0,
    });
    return homeLd(siteUrl, site);
  }
  const author = toSiteAuthor(data?.sanitySiteSettings as SiteAuthorNode | undefined);
  if (path === '/blog') {
    const nodes = (data?.allSanityPost as { nodes?: PostCardNode[] } | undefined)?.nodes ?? [];
    return blogLd(siteUrl, {
      author: author.name,
      description: author.blogDescription,
      posts: toPostSummaries(nodes).map((post) => ({
        title: post.title,
        path: `/blog/${post.slug}`,
        publishedAt: post.publishedAt,
      })),
    });
  }
  if (!path.startsWith('/blog/')) return undefined;
  const post = toPostPage((data?.sanityPost as PostPageNode | undefined) ?? null);
  if (!post) return undefined;
  // The post's own card first (build/social-cards/), then its cover if it has one: a
  // second aspect ratio for Google to choose from.
  const card = postCard({
    slug: post.slug,
    title: post.title,
    category: post.categories[0]?.title,
    publishedAt: post.publishedAt,
    siteName: author.name,
  });
  const images: LdImage[] = [{ ...card, url: absoluteOn(siteUrl, card.src) }];
  if (post.card) images.push({ ...post.card, url: absoluteOn(siteUrl, post.card.src) });
  return blogPostingLd(siteUrl, {
    author: author.name,
    title: post.title,
    path: `/blog/${post.slug}`,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    description: post.description,
    categories: post.categories.map((c) => c.title),
    keywords: post.keywords,
    readingMinutes: post.readingMinutes,
    images,
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: with `<` escaped, no text in the data can
 * close the script element.
 */
export const ldScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
