import type { SeoImage } from '../components/Seo';
import { owner } from '../config/site';
import { formatPostDate } from '../../ui/PostCard/types';

/**
 * Where and how big the per-post social cards are. build/social-cards.ts writes them at
 * build time and the post's Head announces them; both read these, so they never disagree.
 * Browser-safe: nothing here loads satori or sharp.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The folder of the post cards, as a path on the site (public/og/blog in the build). */
export const POST_CARD_DIR = '/og/blog';

/** A post's card as a path on the site: `/og/blog/<slug>.png`. */
function postCardPath(slug: string): string {
  return `${POST_CARD_DIR}/${encodeURIComponent(slug)}.png`;
}

export type PostCardInput = {
  slug: string;
  title: string;
  /** The post's first category, shown on the card. */
  category?: string;
  /** ISO date-time of publication, shown on the card. */
  publishedAt?: string;
};

/**
 * The social card of a post, for `<Seo image>`: its path, size and an alt text that says what
 * the card shows (the title, and the category and date when given).
 */
export function postCard({ slug, title, category, publishedAt }: PostCardInput): SeoImage {
  const date = publishedAt ? formatPostDate(publishedAt) : '';
  const details = [category?.trim(), date, owner.name].filter(Boolean).join(', ');
  return {
    src: postCardPath(slug),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `Card for the post “${title.trim()}”: ${details}`,
  };
}
