import { withPrefix } from 'gatsby';

/**
 * The part of Pagefind's browser API (`pagefind.js`, written into the built site by
 * build/search-index.ts) that the site uses.
 */
type PagefindFilters = Record<string, Record<string, number>>;

/** A post as `result.data()` gives it. */
export type PagefindData = {
  /** Absolute or site-relative URL of the record. */
  url: string;
  /** The record's URL as indexed (`/blog/slug`). */
  raw_url?: string;
  /** A passage around the matches: HTML-escaped text, the matches in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
};

type PagefindResult = { id: string; data: () => Promise<PagefindData> };

export type PagefindSearch = { results: PagefindResult[] };

export type PagefindSearchOptions = {
  /** `{ category: { any: [...] } }`: posts in any of the listed categories. */
  filters?: Record<string, { any: string[] }>;
  sort?: Record<string, 'asc' | 'desc'>;
};

export type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<PagefindFilters>;
  /** Resolves `null` when a newer call replaced this one before it ran. */
  debouncedSearch: (
    term: string | null,
    options?: PagefindSearchOptions,
    debounceMs?: number,
  ) => Promise<PagefindSearch | null>;
};

/** Where the build writes Pagefind's module (build/search-index.ts, `SEARCH_DIR`). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** Words of context an excerpt shows around the matches. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's browser module, imported at run time from the built site (webpack leaves this
 * import alone, so nothing of Pagefind is in the site's bundles), set up once per visit. A
 * failed load is forgotten, so opening the search again tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(
      /* webpackIgnore: true */ withPrefix(PAGEFIND_SCRIPT)
    )) as Pagefind;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
