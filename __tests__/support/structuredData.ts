// Checks JSON-LD the way the two readers that matter read it:
// - schema.org: every node's @type is a known type and every property belongs to that type
//   (the property lists below are schema.org's, for the types this site uses, inherited
//   properties included), and a value is not a blank string;
// - Google's structured-data guidelines (Article, Profile page and Site name docs): absolute,
//   crawlable URLs; ISO 8601 dates with a time zone; an article's headline, author (a Person
//   with a name that is only a name, and a url), images of at least 50,000 pixels and
//   dateModified not before datePublished; a WebSite named and at the home page's URL.
// It returns the problems as sentences, so a failing test says what to fix.

const THING = ['@id', '@type', 'name', 'url', 'description', 'image', 'sameAs', 'identifier'];
const THING_MORE = ['alternateName', 'mainEntityOfPage', 'disambiguatingDescription'];
const CREATIVE_WORK = [
  ...THING,
  ...THING_MORE,
  'about',
  'author',
  'creator',
  'publisher',
  'datePublished',
  'dateModified',
  'dateCreated',
  'headline',
  'keywords',
  'inLanguage',
  'isPartOf',
  'hasPart',
  'timeRequired',
  'thumbnailUrl',
  'license',
  'copyrightHolder',
  'copyrightYear',
  'genre',
  'text',
];
const ARTICLE = [...CREATIVE_WORK, 'articleBody', 'articleSection', 'wordCount', 'speakable'];

/** schema.org properties per type (inherited ones included). */
const PROPERTIES: Record<string, readonly string[]> = {
  Person: [
    ...THING,
    ...THING_MORE,
    'jobTitle',
    'homeLocation',
    'workLocation',
    'address',
    'email',
    'worksFor',
    'knowsAbout',
    'alumniOf',
    'givenName',
    'familyName',
  ],
  WebSite: [...CREATIVE_WORK, 'issn', 'potentialAction'],
  Blog: [...CREATIVE_WORK, 'blogPost', 'issn'],
  BlogPosting: [...ARTICLE, 'sharedContent'],
  Article: ARTICLE,
  WebPage: [...CREATIVE_WORK, 'breadcrumb', 'lastReviewed', 'primaryImageOfPage'],
  ImageObject: [
    ...CREATIVE_WORK,
    'contentUrl',
    'width',
    'height',
    'caption',
    'encodingFormat',
    'representativeOfPage',
  ],
  QuantitativeValue: [...THING, 'value', 'unitCode', 'unitText', 'minValue', 'maxValue'],
  Place: [...THING, ...THING_MORE, 'address', 'geo'],
  PostalAddress: [
    ...THING,
    'addressLocality',
    'addressRegion',
    'addressCountry',
    'postalCode',
    'streetAddress',
  ],
};

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MIN_IMAGE_PIXELS = 50_000;
const MAX_HEADLINE = 110;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function absolute(value: unknown, origin?: string): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return origin ? url.origin === origin : true;
  } catch {
    return false;
  }
}

const pixels = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (isNode(value) && typeof value.value === 'number') return value.value;
  return undefined;
};

export type CheckOptions = {
  /** The site's origin: url and @id must be on it (sameAs may point anywhere). */
  origin: string;
};

/** Problems in the JSON-LD nodes of one page (top-level objects or arrays of them). */
export function checkStructuredData(roots: unknown[], { origin }: CheckOptions): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const references: string[] = [];

  const visit = (node: Node, where: string, topLevel: boolean) => {
    const type = node['@type'];
    if (topLevel && node['@context'] !== 'https://schema.org') {
      problems.push(`${where}: @context must be "https://schema.org"`);
    }
    const keys = Object.keys(node).filter((key) => key !== '@context');
    if (type === undefined) {
      // A reference: {"@id": ...} alone points at a node given elsewhere.
      if (keys.length === 1 && typeof node['@id'] === 'string') {
        references.push(node['@id']);
        return;
      }
      problems.push(`${where}: has no @type`);
      return;
    }
    if (typeof type !== 'string' || !PROPERTIES[type]) {
      problems.push(`${where}: @type ${String(type)} is not one this check knows`);
      return;
    }
    const allowed = PROPERTIES[type];
    for (const key of keys) {
      if (!allowed.includes(key)) problems.push(`${where}: ${key} is not a property of ${type}`);
      const value = node[key];
      if (typeof value === 'string' && !value.trim()) problems.push(`${where}: ${key} is blank`);
    }
    if (typeof node['@id'] === 'string') {
      if (!absolute(node['@id'], origin)) problems.push(`${where}: @id is not a URL on ${origin}`);
      ids.add(node['@id']);
    }
    if (node.url !== undefined && !absolute(node.url, origin)) {
      problems.push(`${where}: url ${String(node.url)} is not an absolute URL on ${origin}`);
    }
    for (const same of list(node.sameAs)) {
      if (!absolute(same)) problems.push(`${where}: sameAs ${String(same)} is not a URL`);
    }
    for (const key of ['datePublished', 'dateModified'] as const) {
      if (node[key] !== undefined && !ISO_WITH_ZONE.test(String(node[key]))) {
        problems.push(`${where}: ${key} ${String(node[key])} is not ISO 8601 with a time zone`);
      }
    }

    if (type === 'BlogPosting' || type === 'Article') checkArticle(node, where, topLevel);
    if (type === 'WebSite') {
      if (!node.name) problems.push(`${where}: a WebSite needs a name (Google's site name)`);
      if (node.url !== `${origin}/`) problems.push(`${where}: a WebSite's url is the home page`);
    }
    if (type === 'Person' && !node.name) problems.push(`${where}: a Person needs a name`);

    for (const key of keys) {
      list(node[key]).forEach((child, index) => {
        if (isNode(child))
          visit(child, `${where}.${key}${Array.isArray(node[key]) ? `[${index}]` : ''}`, false);
      });
    }
  };

  const checkArticle = (node: Node, where: string, full: boolean) => {
    const headline = node.headline;
    if (typeof headline !== 'string' || !headline.trim()) {
      problems.push(`${where}: an article needs a headline`);
    } else if (headline.length > MAX_HEADLINE) {
      problems.push(`${where}: headline longer than ${MAX_HEADLINE} characters`);
    }
    // A post listed inside a Blog is a summary; the post's own page carries the full node.
    if (!full) return;
    const images = list(node.image);
    if (images.length === 0) problems.push(`${where}: an article needs an image`);
    images.forEach((image, index) => {
      const url = isNode(image) ? image.url : image;
      if (!absolute(url)) problems.push(`${where}.image[${index}]: not an absolute URL`);
      if (isNode(image)) {
        const width = pixels(image.width);
        const height = pixels(image.height);
        if (!width || !height || width * height < MIN_IMAGE_PIXELS) {
          problems.push(`${where}.image[${index}]: under ${MIN_IMAGE_PIXELS} pixels or no size`);
        }
      }
    });
    if (!node.datePublished) problems.push(`${where}: an article needs datePublished`);
    if (!node.dateModified) problems.push(`${where}: an article needs dateModified`);
    if (
      node.datePublished &&
      node.dateModified &&
      Date.parse(String(node.dateModified)) < Date.parse(String(node.datePublished))
    ) {
      problems.push(`${where}: dateModified is before datePublished`);
    }
    const authors = list(node.author);
    if (authors.length === 0) problems.push(`${where}: an article needs an author`);
    for (const author of authors) {
      if (!isNode(author) || (author['@type'] !== 'Person' && author['@type'] !== 'Organization')) {
        problems.push(`${where}: author must be a Person or Organization`);
        continue;
      }
      const name = String(author.name ?? '');
      if (!name || /^(by|posted by)\b/i.test(name) || name.includes(',')) {
        problems.push(`${where}: author name must be the name alone`);
      }
      if (!absolute(author.url)) problems.push(`${where}: author needs a url`);
    }
  };

  roots.forEach((root, index) => {
    for (const node of list(root)) {
      if (isNode(node)) visit(node, `#${index} ${String(node['@type'])}`, true);
      else problems.push(`#${index}: not an object`);
    }
  });
  for (const reference of references) {
    if (!ids.has(reference) && !absolute(reference, origin)) {
      problems.push(`reference ${reference} points at nothing`);
    }
  }
  return problems;
}

/** The parsed JSON-LD scripts of an HTML page (a parse error is thrown, naming the page). */
export function jsonLdOf(html: string, page = 'page'): unknown[] {
  const pattern = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(pattern)].map((match) => {
    try {
      return JSON.parse(match[1]!);
    } catch (error) {
      throw new Error(`${page}: JSON-LD does not parse: ${String(error)}`);
    }
  });
}

/** The @types at the top level of a page's JSON-LD, in order. */
export const ldTypes = (roots: unknown[]) =>
  roots.flatMap((root) => list(root)).map((node) => (isNode(node) ? node['@type'] : undefined));
