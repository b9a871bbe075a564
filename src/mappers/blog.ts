/**
 * Gatsby GraphQL results (gatsby-source-sanity) and API payloads -> the blog ui's props.
 * Pure functions, so every rule here is unit-tested without Gatsby.
 */
import {
  ALL_CATEGORIES,
  type BlogImage,
  type BodyBlock,
  type CategoryOption,
  type PostCategory,
  type PostLink,
  type PostSummary,
} from '../../ui';
import { asBlocks, figureAssetId, postDescription, readingMinutes } from '../lib/portableText';
import { youtubeVideoId } from '../lib/youtube';

export { postDescription, readingMinutes };

/** A category as the SanityCategoryChip fragment selects it. */
export type CategoryNode = Queries.SanityCategoryChipFragment;

/** A post as a /blog card (the SanityPostCard fragment). */
export type PostCardNode = Queries.SanityPostCardFragment;

/**
 * A post as its page queries it: the SanityPostFull fragment plus `bodyHighlights`
 * (`{ [code block _key]: html }`) and `bodyImages` (the pictures of its `figure` blocks), both
 * added by gatsby-node at build time.
 */
export type PostPageNode = NonNullable<Queries.PostPageQuery['sanityPost']>;

type PostNode = PostCardNode | PostPageNode;
type ImageNode = PostNode['mainImage'];

/** A picture of a post's body as the SanityBodyImage fragment selects it. */
export type BodyImageNode = Queries.SanityBodyImageFragment;

/** URL-safe value of a category for `?category=`: "Node.js" -> "node-js". */
export function categorySlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every named category once, in the order given, as filter options. */
export function toCategoryOptions(nodes: readonly (CategoryNode | null)[]): CategoryOption[] {
  const seen = new Set<string>([ALL_CATEGORIES]);
  const options: CategoryOption[] = [];
  for (const node of nodes) {
    const title = node?.title?.trim();
    if (!title) continue;
    const value = categorySlug(title);
    if (!value || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, title });
  }
  return options;
}

function toCategories(nodes: PostNode['categories']): PostCategory[] {
  const out: PostCategory[] = [];
  for (const node of nodes ?? []) {
    const title = node?.title?.trim();
    if (!title) continue;
    out.push({ id: node?._id ?? categorySlug(title), title });
  }
  return out;
}

/** A CSS hex colour as Sanity's palette gives it (#rgb or #rrggbb), else undefined. */
const hexColour = (value: string | null | undefined) =>
  value && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : undefined;

/** Gatsby image data with the upload's dominant colour as the colour shown while it loads. */
function withBackground(
  image: NonNullable<BodyImageNode['gatsbyImage']>,
  metadata: BodyImageNode['metadata'],
) {
  const backgroundColor = hexColour(metadata?.palette?.dominant?.background);
  return backgroundColor ? { ...image, backgroundColor } : image;
}

/**
 * The post's image for the ui; `data` carries Gatsby's image data for the renderImage slot,
 * with the upload's dominant colour (Sanity's palette) as the colour shown while it loads.
 */
function toBlogImage(node: ImageNode, fallbackAlt = ''): BlogImage | undefined {
  const image = node?.asset?.gatsbyImage;
  if (!image) return undefined;
  const data = withBackground(image, node?.asset?.metadata ?? null);
  return { alt: node?.alt?.trim() || fallbackAlt, data, width: data.width, height: data.height };
}

/** Whether a post node is a draft: only `gatsby develop` has them (docs/publishing.md). */
const isDraftId = (id: string | null | undefined) => !!id?.startsWith('drafts.');

/** A card's data, or null for a post without title or slug (never linkable). */
function toPostSummary(node: PostNode | null): PostSummary | null {
  const slug = node?.slug?.current?.trim();
  const title = node?.title?.trim();
  if (!node || !slug || !title) return null;
  const image = toBlogImage(node.mainImage, title);
  return {
    slug,
    title,
    publishedAt: node.publishedAt ?? '',
    categories: toCategories(node.categories),
    ...(image ? { image } : {}),
    // gatsby develop overlays drafts: their nodes keep the draft's id (`drafts.post-…`).
    ...(isDraftId(node._id) ? { draft: true } : {}),
  };
}

export function toPostSummaries(nodes: readonly PostCardNode[]): PostSummary[] {
  return nodes.map(toPostSummary).filter((p): p is PostSummary => p !== null);
}

/** Posts having the chosen category (by its URL value); all posts for 'all' or an unknown value. */
export function filterPosts(posts: PostSummary[], value: string): PostSummary[] {
  if (value === ALL_CATEGORIES) return posts;
  return posts.filter((post) => post.categories.some((c) => categorySlug(c.title) === value));
}

/** The category chosen in a query string, if it is a known one; 'all' otherwise. */
export function readCategoryParam(search: string, options: CategoryOption[]): string {
  const value = new URLSearchParams(search).get('category')?.trim().toLowerCase();
  return value && options.some((o) => o.value === value) ? value : ALL_CATEGORIES;
}

/** The query string for a choice: '' for All, '?category=react' otherwise. */
export function categorySearch(value: string): string {
  return value === ALL_CATEGORIES ? '' : `?${new URLSearchParams({ category: value })}`;
}

/**
 * The body for PortableBody: code blocks get their build-time html (and lose any `html` the
 * content carried), YouTube blocks their video id (null when the address holds none), figures
 * their picture (the build's image data, found by the block's asset id among `images`; none
 * when it was not built), everything else passes through untouched.
 */
export function toBodyBlocks(
  raw: unknown,
  highlights?: Record<string, unknown> | null,
  images?: readonly (BodyImageNode | null)[] | null,
): BodyBlock[] {
  const pictures = new Map(
    (images ?? []).flatMap((image) =>
      image?._id && image.gatsbyImage ? [[image._id, image] as const] : [],
    ),
  );
  return asBlocks(raw).map((block, index) => {
    const key = typeof block._key === 'string' ? block._key : `block-${index}`;
    if (block._type === 'code') {
      // The only HTML a code block gets is the build's highlight of its `code`: an `html` field
      // in the content itself is dropped, never rendered.
      const { html: _html, ...rest } = block;
      const html = typeof block._key === 'string' ? highlights?.[block._key] : undefined;
      return { ...rest, _type: 'code', _key: key, ...(typeof html === 'string' ? { html } : {}) };
    }
    if (block._type === 'figure') {
      const { asset: _asset, image: _image, ...rest } = block;
      const picture = pictures.get(figureAssetId(block) ?? '');
      const alt = typeof block.alt === 'string' ? block.alt.trim() : '';
      const data = picture?.gatsbyImage
        ? withBackground(picture.gatsbyImage, picture.metadata)
        : undefined;
      return {
        ...rest,
        _type: 'figure',
        _key: key,
        ...(data ? { image: { alt, data, width: data.width, height: data.height } } : {}),
      };
    }
    if (block._type === 'youtube') {
      return {
        ...block,
        _type: 'youtube',
        _key: key,
        videoId: youtubeVideoId(typeof block.url === 'string' ? block.url : undefined),
      };
    }
    return { ...block, _type: block._type as string, _key: key };
  });
}

/** Meta keywords: the post's categories, then the title's words of 4+ letters, no repeats. */
export function postKeywords(title: string, categories: PostCategory[]): string[] {
  const words = title
    .toLowerCase()
    .split(/[^a-z0-9#+.]+/)
    .filter((w) => w.length >= 4);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of [...categories.map((c) => c.title), ...words]) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

export type PostPageData = PostSummary & {
  claps: number;
  body: BodyBlock[];
  readingMinutes: number;
  description: string;
  keywords: string[];
  /** The cover's largest size (for structured data: a second aspect ratio), if it has one. */
  card?: CardImage;
  /** When the post was last edited (Sanity's `_updatedAt`), ISO; '' when unknown. */
  updatedAt: string;
};

/** Everything the post template renders, or null when the post lacks a title or slug. */
export function toPostPage(node: PostPageNode | null): PostPageData | null {
  const summary = toPostSummary(node);
  if (!node || !summary) return null;
  const card = coverCard(node.mainImage);
  return {
    ...summary,
    // Absent in the dataset (null) means nobody has clapped yet.
    claps: node.claps !== null && Number.isFinite(node.claps) ? Math.max(0, node.claps) : 0,
    body: toBodyBlocks(node._rawBody, node.bodyHighlights, node.bodyImages),
    readingMinutes: readingMinutes(node._rawBody),
    description: node.description?.trim() || postDescription(node._rawBody, summary.title),
    keywords: postKeywords(summary.title, summary.categories),
    updatedAt: node._updatedAt ?? '',
    ...(card ? { card } : {}),
  };
}

/** An image for og:image: its URL (absolute or on the site) and its size in pixels. */
type CardImage = { src: string; width: number; height: number };

/**
 * The largest size of the cover the build made (the fallback format, the upload's own: JPEG
 * for a JPEG upload), for og:image. The cover's sizes are built anyway, so the social card
 * costs the build nothing: 760x428 for a 1200 px upload, 1520x856 for a larger one.
 */
function coverCard(node: ImageNode): CardImage | undefined {
  const image = node?.asset?.gatsbyImage;
  const fallback = image?.images.fallback;
  if (!image || !fallback?.src) return undefined;
  let best: CardImage = { src: fallback.src, width: image.width, height: image.height };
  for (const candidate of (fallback.srcSet ?? '').split(',')) {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate);
    const width = Number(match?.[2]);
    if (!match?.[1] || !(width > best.width)) continue;
    best = {
      src: match[1],
      width,
      height: Math.round((width * image.height) / image.width),
    };
  }
  return best;
}

/** A previous/next link from page context (gatsby-node writes it; it is not a GraphQL result). */
export function toPostLink(node: { title: string; slug: string } | null): PostLink | null {
  const slug = node?.slug?.trim();
  const title = node?.title?.trim();
  return slug && title ? { title, href: `/blog/${slug}` } : null;
}

export { toCommentItems } from './comments';
