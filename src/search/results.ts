import type { SearchResult } from '../../ui/SearchDialog';
import type { PagefindData } from './pagefind';

/** The path (and fragment) of a result's URL, which Pagefind may give with the page's origin. */
function sitePath(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '') || '/';
}

/** A Pagefind result as the search dialog lists it. */
export function toSearchResult(id: string, data: PagefindData): SearchResult {
  const url = sitePath(data.raw_url ?? data.url);
  const date = data.meta.date?.trim();
  return {
    id,
    url,
    title: data.meta.title?.trim() || url,
    excerpt: data.excerpt,
    categories: data.filters?.category ?? [],
    ...(date ? { date } : {}),
  };
}

/** The category filter's options: every category in the index, in alphabetical order. */
export function toCategories(filters: Record<string, Record<string, number>>): string[] {
  return Object.keys(filters.category ?? {}).sort((a, b) => a.localeCompare(b));
}
