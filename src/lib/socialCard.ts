import { listInWords, roleAndPlace, type SiteSettings } from '../mappers/site';
import { formatPostDate } from '../../ui/PostCard/types';

/**
 * Where and how big the social cards are, and what they say. build/social-cards/ draws them at
 * build time from content and the pages' Heads announce them; both read these, so the picture
 * and its alt text never disagree. Browser-safe: nothing here loads satori or sharp.
 */
/** A social card: the image platforms show for a shared link (1200x630 for a large card). */
export type SeoImage = {
  /** Absolute URL, or a path on the site. */
  src: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. */
  alt: string;
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The folder of the post cards, as a path on the site (public/og/blog in the build). */
export const POST_CARD_DIR = '/og/blog';

/** The drawn cards of the pages without a card of their own, as paths on the site. */
export const SITE_CARD_PATHS = {
  /** Every page without a card of its own (blog list, photos, login ...). */
  site: '/og/site.png',
  /** The home page: name, role and headline. */
  home: '/og/home.png',
  /** /connect: its poster art on a card. */
  connect: '/og/connect.png',
} as const;

/** A post's card as a path on the site: `/og/blog/<slug>.png`. */
function postCardPath(slug: string): string {
  return `${POST_CARD_DIR}/${encodeURIComponent(slug)}.png`;
}

const sized = (src: string, alt: string): SeoImage => ({
  src,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  alt,
});

export type PostCardInput = {
  slug: string;
  title: string;
  /** The post's first category, shown on the card. */
  category?: string;
  /** ISO date-time of publication, shown on the card. */
  publishedAt?: string;
  /** The site's name, at the foot of the card. */
  siteName: string;
};

/**
 * The social card of a post, for `<Seo image>`: its path, size and an alt text that says what
 * the card shows (the title, and the category, date and site name).
 */
export function postCard({
  slug,
  title,
  category,
  publishedAt,
  siteName,
}: PostCardInput): SeoImage {
  const date = publishedAt ? formatPostDate(publishedAt) : '';
  const details = [category?.trim(), date, siteName].filter(Boolean).join(', ');
  return sized(postCardPath(slug), `Card for the post “${title.trim()}”: ${details}`);
}

/** The text a site card shows (build/social-cards/ draws it in the site card's layout). */
export type SiteCardText = {
  title: string;
  subtitle?: string;
  tagline?: string;
  footnote?: string;
};

type Site = Pick<SiteSettings, 'name' | 'role' | 'location' | 'headline' | 'pages'>;

/** The sections of the site a visitor can reach, as the site card lists them. */
const sectionsOf = (site: Site) =>
  [
    'Blog',
    site.pages.projects && 'Projects',
    site.pages.photos && 'Photos',
    site.pages.connect && 'Connect',
  ].filter((name): name is string => Boolean(name));

/** The card of every page without one of its own: the name, role and place, and the sections. */
export const siteCardText = (site: Site): SiteCardText => ({
  title: site.name,
  subtitle: roleAndPlace(site),
  tagline: sectionsOf(site).join(' · '),
});

export function siteCard(site: Site): SeoImage {
  const who = [site.role, site.location].filter(Boolean).join(' in ');
  const sections = sectionsOf(site)
    .filter((name) => name !== 'Connect')
    .map((name) => name.toLowerCase());
  return sized(
    SITE_CARD_PATHS.site,
    `${site.name}${who ? `, ${who}` : ''}: ${listInWords(sections)}`,
  );
}

/** The home page's card: the name, role and place, and the headline. */
export const homeCardText = (site: Site): SiteCardText => ({
  title: site.name,
  subtitle: roleAndPlace(site),
  tagline: site.headline,
});

export const homeCard = (site: Site): SeoImage =>
  sized(SITE_CARD_PATHS.home, site.role ? `${site.name}, ${site.role}` : site.name);

/** /connect's card: the product, what it does, and whose project it is (beside its poster). */
export const connectCardText = (site: Pick<SiteSettings, 'name'>): SiteCardText => ({
  title: 'Connect',
  subtitle: 'Group chat and video calls',
  tagline: 'Channels, shared interests and live discussions',
  footnote: `A project by ${site.name}`,
});

export const connectCard = (): SeoImage =>
  sized(
    SITE_CARD_PATHS.connect,
    'Connect: a chat window with channel messages beside a four-person video call',
  );
