/**
 * Landing page: Gatsby GraphQL results (gatsby-source-sanity) -> the landing ui's props.
 * Pure functions, unit-tested without Gatsby.
 */
import {
  csharpMark,
  LATEST_POSTS_LIMIT,
  type EducationEntry,
  type ExperienceImage,
  type ExperienceItem,
  type HeroPortrait,
  type LatestPost,
  type Project,
  type Skill,
  type Testimonial,
} from '../../ui';
import type { SitePages } from './site';

type LandingData = Queries.LandingPageQuery;

/** siteSettings.portrait as the SanityPortrait fragment selects it. */
export type PortraitNode = Queries.SanityPortraitFragment;

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const texts = (values: readonly (string | null)[] | null | undefined): string[] =>
  (values ?? []).flatMap((value) => (value?.trim() ? [value.trim()] : []));

/**
 * The hero's portrait (siteSettings.portrait), or undefined (the hero then draws its default
 * illustration) when there is no portrait or no image data. The portrait's alt text is required
 * in the studio; an empty one falls back to `fallbackAlt` (the owner's name).
 */
export function toHeroPortrait(
  node: PortraitNode | null | undefined,
  fallbackAlt: string,
): HeroPortrait | undefined {
  const data = node?.asset?.gatsbyImage;
  if (!data) return undefined;
  return { alt: node.alt?.trim() || fallbackAlt, data };
}

/** What the landing page's own parts of siteSettings give, with empty values left out. */
export function toLandingSettings(node: LandingData['sanitySiteSettings']) {
  return {
    bio: texts(node?.bio),
    techStack: text(node?.techStack),
    banners: { top: texts(node?.banners?.top), bottom: texts(node?.banners?.bottom) },
    resumeUrl: text(node?.resume?.asset?.publicPath),
  };
}

/** Education entries with a degree, in content order. */
export function toEducationEntries(
  nodes: readonly LandingData['allSanityEducation']['nodes'][number][],
): EducationEntry[] {
  return nodes.flatMap((node, index) => {
    const degree = text(node.degree);
    if (!degree) return [];
    const entry: EducationEntry = { id: node._id ?? `education-${index}`, degree };
    const institute = text(node.institute);
    const location = text(node.location);
    const years = text(node.years);
    const mapUrl = text(node.mapUrl);
    if (institute) entry.institute = institute;
    if (location) entry.location = location;
    if (years) entry.years = years;
    if (mapUrl) entry.mapUrl = mapUrl;
    return [entry];
  });
}

/**
 * Skills with a name, in content order, each with its mark: `csharp` is the ui's own drawing,
 * any other icon the simple-icons mark gatsby-node resolved (its sprite symbol, written by the
 * build); an icon it could not resolve leaves the badge with the name alone.
 */
export function toSkills(
  nodes: readonly LandingData['allSanitySkill']['nodes'][number][],
): Skill[] {
  return nodes.flatMap((node): Skill[] => {
    const name = text(node.name);
    if (!name) return [];
    if (node.icon?.trim() === 'csharp') return [{ name, mark: csharpMark }];
    const mark = node.mark;
    return [
      mark ? { name, mark: { title: mark.title, hex: mark.hex, sprite: mark.sprite } } : { name },
    ];
  });
}

/** Quotes with a text and who said it, in content order. */
export function toTestimonials(
  nodes: readonly LandingData['allSanityTestimonial']['nodes'][number][],
): Testimonial[] {
  return nodes.flatMap((node) => {
    const quote = text(node.text);
    const reviewer = text(node.reviewer);
    if (!quote || !reviewer) return [];
    const link = text(node.link);
    return [{ text: quote, reviewer, ...(link ? { link } : {}) }];
  });
}

/** A card's id: its title as a slug ("Portfolio v1" -> "portfolio-v1"). */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The site's pages a project card may link to, and the switch each depends on. */
const SWITCHED_PAGES: Record<string, keyof SitePages> = {
  '/connect': 'connect',
  '/projects': 'projects',
  '/insta': 'photos',
};

/** A path on this site, or undefined when it is not one or its page is switched off. */
function pageLink(page: string | undefined, pages: SitePages): string | undefined {
  if (!page?.startsWith('/') || page.startsWith('//')) return undefined;
  const switched = SWITCHED_PAGES[page.replace(/\/+$/, '') || '/'];
  return switched && !pages[switched] ? undefined : page;
}

/** A project as the SanityProjectCard fragment selects it. */
export type ProjectNode = Queries.SanityProjectCardFragment;

/**
 * The project cards with a title, in content order. Images are the files the build copied into
 * the site (`publicPath`); a "Read More" link to a page that is switched off is left out.
 */
export function toProjects(nodes: readonly ProjectNode[], pages: SitePages): Project[] {
  const seen = new Map<string, number>();
  return nodes.flatMap((node) => {
    const title = text(node.title);
    if (!title) return [];
    const base = slugOf(title) || 'project';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const project: Project = {
      id: count ? `${base}-${count + 1}` : base,
      title,
      imgAlt: text(node.image?.alt) ?? title,
      description: text(node.description) ?? '',
    };
    const img = text(node.image?.asset?.publicPath);
    const gif = text(node.animation?.asset?.publicPath);
    const detailDesc = text(node.details);
    const link = text(node.link);
    const linkText = text(node.linkText);
    const route = pageLink(text(node.page), pages);
    if (img) project.img = img;
    if (gif) project.gif = gif;
    if (detailDesc) project.detailDesc = detailDesc;
    if (link) project.link = link;
    if (link && linkText) project.linkText = linkText;
    if (route) {
      project.route = route;
      const routeText = text(node.pageText);
      if (routeText) project.routeText = routeText;
    }
    return [project];
  });
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
