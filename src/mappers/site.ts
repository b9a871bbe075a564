/**
 * Who the site is about and which pages it has: the siteSettings document (gatsby-source-sanity)
 * -> one plain object every page, the JSON-LD, the build's cards, feeds and manifest read.
 * Pure functions with fallbacks, unit-tested without Gatsby: a missing optional field never
 * breaks a page, and a dataset without a siteSettings document gives a neutral site.
 */

/** The siteSettings document as the SanitySiteIdentity fragment selects it. */
export type SiteSettingsNode = Queries.SanitySiteIdentityFragment;

/** What the pages' existence depends on besides the switches (see `toSitePages`). */
export type SiteContent = {
  /** Whether the connectPage document exists. */
  connectPage: boolean;
  /** How many projects there are. */
  projects: number;
};

/** Profile addresses; each one is optional. */
type SiteSocial = {
  instagram?: string;
  linkedin?: string;
  github?: string;
  twitter?: string;
  medium?: string;
};

/** The pages that depend on content: whether each is built (and linked to). */
export type SitePages = { connect: boolean; projects: boolean; photos: boolean };

export type SiteSettings = {
  /** The owner's (or site's) name: the brand, the author, every title. */
  name: string;
  /** The hero's "Hi, I am …": the given short name, else the name's first word. */
  shortName: string;
  role?: string;
  headline?: string;
  /** "City, Country". */
  location?: string;
  email?: string;
  /** Meta keywords of the home page. */
  keywords: string[];
  geo?: { region?: string; placename?: string };
  social: SiteSocial;
  blog: { subtitle?: string; description?: string; keywords: string[] };
  photos: { description?: string; keywords: string[] };
  pages: SitePages;
};

/** The name of a site whose content has none: neutral, never someone else's. */
const FALLBACK_NAME = 'My site';

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const texts = (values: readonly (string | null)[] | null | undefined): string[] =>
  (values ?? []).flatMap((value) => (value?.trim() ? [value.trim()] : []));

/** An http(s) address, or undefined (a bad address in content links nowhere rather than break). */
const url = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : undefined;
};

/**
 * Which content-dependent pages exist: a page's switch in siteSettings.pages (absent = on) and
 * its content. /connect needs the connectPage document, /projects at least one project, /insta
 * only its switch (its feed is the API's). gatsby-node removes the pages this turns off, and
 * the navigation leaves them out, so both read this one rule.
 */
export function toSitePages(
  switches:
    | { connect?: boolean | null; projects?: boolean | null; photos?: boolean | null }
    | null
    | undefined,
  content: SiteContent,
): SitePages {
  return {
    connect: switches?.connect !== false && content.connectPage,
    projects: switches?.projects !== false && content.projects > 0,
    photos: switches?.photos !== false,
  };
}

/** The site's identity and switches from the siteSettings document (null: none in the dataset). */
export function toSiteSettings(
  node: SiteSettingsNode | null | undefined,
  content: SiteContent,
): SiteSettings {
  const name = text(node?.name) ?? FALLBACK_NAME;
  const social: SiteSocial = {};
  for (const key of ['instagram', 'linkedin', 'github', 'twitter', 'medium'] as const) {
    const address = url(node?.social?.[key]);
    if (address) social[key] = address;
  }
  const region = text(node?.geo?.region);
  const placename = text(node?.geo?.placename);
  return {
    name,
    shortName: text(node?.shortName) ?? name.split(/\s+/)[0] ?? name,
    role: text(node?.role),
    headline: text(node?.headline),
    location: text(node?.location),
    email: text(node?.email),
    keywords: texts(node?.keywords),
    ...(region || placename ? { geo: { region, placename } } : {}),
    social,
    blog: {
      subtitle: text(node?.blog?.subtitle),
      description: text(node?.blog?.description),
      keywords: texts(node?.blog?.keywords),
    },
    photos: {
      description: text(node?.photos?.description),
      keywords: texts(node?.photos?.keywords),
    },
    pages: toSitePages(node?.pages, content),
  };
}

/** What /blog is, for its meta description, its JSON-LD and the feed: content's, or a plain line. */
export const blogDescription = (site: Pick<SiteSettings, 'name' | 'blog'>): string =>
  site.blog.description ?? `Articles by ${site.name}.`;

/** The siteSettings fields the blog's and the posts' JSON-LD need (SanitySiteAuthor fragment). */
export type SiteAuthorNode = Queries.SanitySiteAuthorFragment;

/** The author and the blog's description from the SanitySiteAuthor fragment, with fallbacks. */
export function toSiteAuthor(node: SiteAuthorNode | null | undefined) {
  const name = text(node?.name) ?? FALLBACK_NAME;
  return { name, blogDescription: text(node?.blog?.description) ?? `Articles by ${name}.` };
}

/** "Name | Role" (or the name alone): the home page's title, the feed's and the app's name. */
export const siteTitle = (site: Pick<SiteSettings, 'name' | 'role'>): string =>
  site.role ? `${site.name} | ${site.role}` : site.name;

/** "Role · Location" (either alone, or nothing): the line under the name on the cards. */
export const roleAndPlace = (site: Pick<SiteSettings, 'role' | 'location'>): string | undefined =>
  [site.role, site.location].filter(Boolean).join(' · ') || undefined;

/** "Role in Location" for a sentence, e.g. "engineer in London, UK"; '' without a role. */
export function roleInPlace(site: Pick<SiteSettings, 'role' | 'location'>): string {
  if (!site.role) return '';
  const role = site.role.toLowerCase();
  return site.location ? `${role} in ${site.location}` : role;
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The download name of the résumé: "Ada-Lovelace-Resume.pdf". */
export function resumeFileName(name: string): string {
  const dashed = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return dashed ? `${dashed}-Resume.pdf` : 'Resume.pdf';
}
