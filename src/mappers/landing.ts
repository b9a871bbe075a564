/**
 * Landing page: Gatsby GraphQL results (gatsby-source-sanity) -> the landing ui's props.
 * Pure functions, unit-tested without Gatsby.
 */
import type { ExperienceImage, ExperienceItem, HeroPortrait, LatestPost } from '../../ui';
import { LATEST_POSTS_LIMIT } from '../../ui';

/** The site settings as the SanitySiteSettingsPortrait fragment selects them. */
export type PortraitNode = Queries.SanitySiteSettingsPortraitFragment;

/**
 * The hero's portrait from the site settings, or undefined (the hero then draws its default
 * illustration) when there are no settings, no portrait or no image data. The portrait's alt text
 * is required in the studio; an empty one falls back to `fallbackAlt` (the owner's name).
 */
export function toHeroPortrait(
  node: PortraitNode | null | undefined,
  fallbackAlt: string,
): HeroPortrait | undefined {
  const data = node?.portrait?.asset?.gatsbyImage;
  if (!data) return undefined;
  return { alt: node.portrait?.alt?.trim() || fallbackAlt, data };
}

/** An experience entry as the SanityExperienceEntry fragment selects it. */
export type ExperienceNode = Queries.SanityExperienceEntryFragment;

/** A post as the landing query selects it for the Latest Blogs cards. */
export type LandingPostNode = Queries.LandingPageQuery['allSanityPost']['nodes'][number];

type ExperienceAsset = NonNullable<
  NonNullable<NonNullable<ExperienceNode['images']>[number]>['asset']
>;

/** Gatsby image data for a card thumbnail and the viewer's large picture. */
export type ExperienceImageData = Pick<ExperienceAsset, 'thumb' | 'full'>;

/**
 * Entries that have a company, role and start date, newest start first (the query sorts too;
 * this keeps the order right whatever the source). Images without an asset are dropped; each
 * keeps its thumbnail and full-size data for the page's `renderImage`.
 */
export function toExperienceItems(nodes: readonly ExperienceNode[]): ExperienceItem[] {
  const items: ExperienceItem[] = [];
  for (const node of nodes) {
    const company = node.company?.trim();
    const role = node.role?.trim();
    const startDate = node.startDate;
    if (!company || !role || !startDate) continue;
    const assets = (node.images ?? []).flatMap((img) =>
      img?.asset ? [{ key: img._key, asset: img.asset }] : [],
    );
    const images: ExperienceImage[] = assets.map(({ key, asset }, i) => ({
      key: key ?? asset._id ?? `${node._id ?? company}-${i}`,
      alt: asset.altText?.trim() || `${company}, photo ${i + 1} of ${assets.length}`,
      data: { thumb: asset.thumb, full: asset.full } satisfies ExperienceImageData,
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
export function toLatestPosts(nodes: readonly LandingPostNode[]): LatestPost[] {
  const posts: LatestPost[] = [];
  for (const node of nodes) {
    const slug = node.slug?.current?.trim();
    const title = node.title?.trim();
    if (!slug || !title) continue;
    const data = node.mainImage?.asset?.gatsbyImage;
    posts.push({
      slug,
      title,
      image: data ? { alt: node.mainImage?.alt?.trim() || title, data } : undefined,
    });
    if (posts.length === LATEST_POSTS_LIMIT) break;
  }
  return posts;
}
