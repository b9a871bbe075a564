import type { SearchResult } from '../../ui/SearchDialog';
import { excerptParts } from '../../ui/SearchDialog/excerpt';
import type { PagefindData } from './pagefind';

/** The path (and fragment) of a result's URL, which Pagefind may give with the page's origin. */
function sitePath(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '') || '/';
}

/** A word of an excerpt as lower-case text, read by the dialog's own excerpt parser. */
const plainWord = (word: string) =>
  excerptParts(word)
    .map((part) => part.text)
    .join('')
    .toLowerCase();

/**
 * The excerpt without the title and categories it may open with. Each record's text starts
 * with them (so they are searchable), and a passage taken from the start repeats what the
 * result shows above it. Any tail of that heading of two or more words is dropped from the
 * excerpt's start; what is left must still say something.
 */
export function excerptWithoutHeading(excerpt: string, heading: string): string {
  const words = excerpt.split(/\s+/).filter(Boolean);
  const head = heading.split(/\s+/).filter(Boolean).map(plainWord);
  for (let from = 0; head.length - from >= 2; from += 1) {
    const tail = head.slice(from);
    if (tail.every((word, index) => plainWord(words[index] ?? '') === word)) {
      const rest = words.slice(tail.length);
      // Marks opened in the dropped words and closed later would be left dangling.
      const opened = words
        .slice(0, tail.length)
        .reduce(
          (open, word) =>
            open + (word.match(/<mark>/g)?.length ?? 0) - (word.match(/<\/mark>/g)?.length ?? 0),
          0,
        );
      if (rest.length === 0 || opened !== 0) return excerpt;
      return rest.join(' ');
    }
  }
  return excerpt;
}

/** A Pagefind result as the search dialog lists it. */
export function toSearchResult(id: string, data: PagefindData): SearchResult {
  const url = sitePath(data.raw_url ?? data.url);
  const date = data.meta.date?.trim();
  const title = data.meta.title?.trim() || url;
  const categories = data.filters?.category ?? [];
  return {
    id,
    url,
    title,
    // The index's text opens with the title and the categories (build/search-index.ts).
    excerpt: excerptWithoutHeading(data.excerpt, `${title} ${categories.join(', ')}`),
    categories,
    ...(date ? { date } : {}),
  };
}

/** The category filter's options: every category in the index, in alphabetical order. */
export function toCategories(filters: Record<string, Record<string, number>>): string[] {
  return Object.keys(filters.category ?? {}).sort((a, b) => a.localeCompare(b));
}
