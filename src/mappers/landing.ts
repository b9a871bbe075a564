/**
 * Landing page: Gatsby GraphQL results (gatsby-source-sanity) -> the landing ui's props.
 * Pure functions, unit-tested without Gatsby.
 */
import type { ExperienceImage, ExperienceItem, LatestPost } from '../../ui';
import { LATEST_POSTS_LIMIT } from '../../ui';

type Maybe<T> = T | null | undefined;

/** An experience entry as the landing query selects it (every field optional, as Sanity's are). */
export type ExperienceNode = {
  _id?: Maybe<string>;
  company?: Maybe<string>;
  role?: Maybe<string>;
  startDate?: Maybe<string>;
  endDate?: Maybe<string>;
  description?: Maybe<string>;
  images?: Maybe<
    Maybe<{
      _key?: Maybe<string>;
      asset?: Maybe<{
        _id?: Maybe<string>;
        altText?: Maybe<string>;
        thumb?: unknown;
        full?: unknown;
      }>;
    }>[]
  >;
};

/** A post as the landing query selects it. */
export type LandingPostNode = {
  title?: Maybe<string>;
  slug?: Maybe<{ current?: Maybe<string> }>;
  mainImage?: Maybe<{ alt?: Maybe<string>; asset?: Maybe<{ gatsbyImage?: unknown }> }>;
};

/** Gatsby image data for a card thumbnail and the viewer's large picture. */
export type ExperienceImageData = { thumb: unknown; full: unknown };

/**
 * Entries that have a company, role and start date, newest start first (the query sorts too;
 * this keeps the order right whatever the source). Images without an asset are dropped; each
 * keeps its thumbnail and full-size data for the page's `renderImage`.
 */
export function toExperienceItems(nodes: Maybe<Maybe<ExperienceNode>[]>): ExperienceItem[] {
  const items: ExperienceItem[] = [];
  for (const node of nodes ?? []) {
    const company = node?.company?.trim();
    const role = node?.role?.trim();
    const startDate = node?.startDate;
    if (!node || !company || !role || !startDate) continue;
    const assets = (node.images ?? []).filter(
      (img): img is NonNullable<typeof img> & { asset: object } => Boolean(img?.asset),
    );
    const images: ExperienceImage[] = assets.map((img, i) => ({
      key: img._key ?? img.asset?._id ?? `${node._id ?? company}-${i}`,
      alt: img.asset?.altText?.trim() || `${company}, photo ${i + 1} of ${assets.length}`,
      data: {
        thumb: img.asset?.thumb ?? null,
        full: img.asset?.full ?? null,
      } satisfies ExperienceImageData,
    }));
    items.push({
      id: node._id ?? `${company}-${startDate}`,
      company,
      role,
      startDate,
      endDate: node.endDate || null,
      description: node.description?.trim() ?? '',
      images,
    });
  }
  // ISO dates sort as plain strings (no locale collation needed, and none is cheap to start).
  return items.sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
}

/** Posts with a slug and title, at most six, as image-and-title cards. */
export function toLatestPosts(nodes: Maybe<Maybe<LandingPostNode>[]>): LatestPost[] {
  const posts: LatestPost[] = [];
  for (const node of nodes ?? []) {
    const slug = node?.slug?.current?.trim();
    const title = node?.title?.trim();
    if (!slug || !title) continue;
    const data = node?.mainImage?.asset?.gatsbyImage;
    posts.push({
      slug,
      title,
      image: data ? { alt: node?.mainImage?.alt?.trim() || title, data } : undefined,
    });
    if (posts.length === LATEST_POSTS_LIMIT) break;
  }
  return posts;
}
