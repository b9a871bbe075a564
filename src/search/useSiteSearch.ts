import { useCallback, useEffect, useState } from 'react';
import type { SearchResult, SearchStatus } from '../../ui/SearchDialog';
import { loadPagefind, type Pagefind } from './pagefind';
import { toCategories, toSearchResult } from './results';

/** Results listed at once; `total` says how many matched. */
const RESULT_LIMIT = 10;

/** Quiet time after a key press before Pagefind searches. */
const SEARCH_DEBOUNCE_MS = 120;

/** What the dialog says when Pagefind's files cannot be loaded. */
export function loadErrorMessage(): string {
  return process.env.NODE_ENV === 'development'
    ? 'Search uses the index the build writes: run npm run build once, and it works here too.'
    : 'Search could not load. Check your connection, then close and open it again.';
}

const SEARCH_ERROR = 'Search failed. Try other words.';

/** What a finished search found, and for which query and categories (`key`). */
type Found = { key: string; results: SearchResult[]; total: number; failed?: boolean };
const NONE: Found = { key: '', results: [], total: 0 };

/**
 * The site's search: loads Pagefind when mounted (the dialog opening), then runs the query
 * with the chosen categories as the reader types. A query finds posts by relevance; categories
 * alone list their posts newest first; neither is `idle`. Categories narrow to posts in any of
 * them. Results of a query that was replaced while it ran are dropped.
 */
export function useSiteSearch() {
  const [pagefind, setPagefind] = useState<Pagefind | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [selectedCategories, setSelected] = useState<string[]>([]);
  const [found, setFound] = useState<Found>(NONE);
  const [activeIndex, setActiveIndex] = useState(-1);

  useEffect(() => {
    let live = true;
    loadPagefind()
      .then(async (loaded) => {
        const filters = await loaded.filters();
        if (!live) return;
        setCategories(toCategories(filters));
        setPagefind(loaded);
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const term = query.trim();
  const searching = term !== '' || selectedCategories.length > 0;
  const key = JSON.stringify([term, selectedCategories]);
  // Until the current search finishes, the last one's results stay listed.
  const pending = found.key !== key;
  useEffect(() => {
    if (!pagefind || !searching) return undefined;
    let live = true;
    const filters =
      selectedCategories.length > 0 ? { category: { any: selectedCategories } } : undefined;
    const run = async () => {
      const search = await pagefind.debouncedSearch(
        term || null,
        { filters, ...(term ? {} : { sort: { date: 'desc' } }) },
        SEARCH_DEBOUNCE_MS,
      );
      // Null: a newer search replaced this one.
      if (!search || !live) return;
      const first = search.results.slice(0, RESULT_LIMIT);
      const data = await Promise.all(first.map((result) => result.data()));
      if (!live) return;
      setFound({
        key,
        results: data.map((item, index) => toSearchResult(first[index]!.id, item)),
        total: search.results.length,
      });
      setActiveIndex(-1);
    };
    run().catch(() => {
      if (live) setFound({ ...NONE, key, failed: true });
    });
    return () => {
      live = false;
    };
  }, [pagefind, searching, term, selectedCategories, key]);

  let status: SearchStatus;
  let errorMessage: string | undefined;
  if (loadFailed) {
    status = 'error';
    errorMessage = loadErrorMessage();
  } else if (!pagefind) status = 'loading';
  else if (!searching) status = 'idle';
  else if (pending) status = 'loading';
  else if (found.failed) {
    status = 'error';
    errorMessage = SEARCH_ERROR;
  } else status = 'ready';

  const onQueryChange = useCallback(({ value }: { value: string }) => setQuery(value), []);
  const onToggleCategory = useCallback(({ category }: { category: string }) => {
    setSelected((current) =>
      current.includes(category)
        ? current.filter((chosen) => chosen !== category)
        : [...current, category],
    );
  }, []);
  const onActiveIndexChange = useCallback(({ index }: { index: number }) => {
    setActiveIndex(index);
  }, []);

  const shown = searching ? found : NONE;
  return {
    query,
    onQueryChange,
    categories,
    selectedCategories,
    onToggleCategory,
    status,
    errorMessage,
    results: shown.results,
    total: shown.total,
    activeIndex: searching ? activeIndex : -1,
    onActiveIndexChange,
  };
}
