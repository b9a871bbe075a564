import { useEffect, useId, useRef, type HTMLAttributes } from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { formatPostDate } from '../PostCard';
import { IconButton, useDialog } from '../primitives';
import { excerptParts } from './excerpt';
import {
  Backdrop,
  Chip,
  CloseSlot,
  Excerpt,
  Field,
  Filters,
  Hints,
  List,
  Option,
  OptionMeta,
  OptionTitle,
  Panel,
  Status,
} from './SearchDialog.styles';
import { useListNavigation } from './useListNavigation';

export type SearchResult = {
  /** Stable key of the result. */
  id: string;
  /** Where the result leads: `/blog/slug`, possibly with a `#fragment`. */
  url: string;
  /** The post's title. */
  title: string;
  /**
   * Pagefind's excerpt: HTML-escaped text with the matches in `<mark>…</mark>`. Rendered as text
   * (see `excerptParts`), never as HTML.
   */
  excerpt: string;
  /** The post's categories' names. */
  categories: string[];
  /** ISO date of publication, shown when given. */
  date?: string;
};

/** `idle`: empty query; `loading`: index or results loading; `ready`; `error`. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchDialogProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children' | 'title' | 'role' | 'results'
> & {
  /** Whether the dialog is shown. Fully controlled. */
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. Focus then returns to what had it. */
  onClose: () => void;
  /** The text in the search field. */
  query: string;
  /** Called with the field's new text on every edit. */
  onQueryChange: (change: { value: string }) => void;
  /** Every category the results can be filtered by; may be empty while the index loads. */
  categories: string[];
  /** The categories whose filter is on (results must be in one of them). */
  selectedCategories: string[];
  /** Called with the category whose filter button was pressed. */
  onToggleCategory: (change: { category: string }) => void;
  /** Where the search is: see `SearchStatus`. */
  status: SearchStatus;
  /** The results to list (may be the first few of `total`). */
  results: SearchResult[];
  /** How many posts match in all. */
  total: number;
  /** The index in `results` of the active option; -1 for none. */
  activeIndex: number;
  /** Called with the index to make active (arrow keys, Home/End, the pointer moving over one). */
  onActiveIndexChange: (change: { index: number }) => void;
  /** Called with the chosen result: Enter on the active option, or a click on one. */
  onSelect: (event: { result: SearchResult }) => void;
  /** Shown in status `error`. @default 'Search is not available right now.' */
  errorMessage?: string;
};

/** The status line's text, which a screen reader announces as it changes. */
function statusText({
  status,
  query,
  total,
  shown,
  selectedCategories,
  errorMessage,
}: {
  status: SearchStatus;
  query: string;
  total: number;
  shown: number;
  selectedCategories: string[];
  errorMessage: string;
}): string {
  const term = query.trim();
  const within = selectedCategories.length > 0 ? ` in ${selectedCategories.join(', ')}` : '';
  switch (status) {
    case 'error':
      return errorMessage;
    case 'loading':
      return 'Searching…';
    case 'idle':
      return 'Search the posts’ titles, text and categories.';
    case 'ready': {
      if (total === 0) return term ? `No posts match “${term}”${within}` : `No posts${within}`;
      const count = `${total} ${total === 1 ? 'result' : 'results'}`;
      const head = term ? `${count} for “${term}”${within}` : `${count}${within}`;
      return shown < total ? `${head}, showing the first ${shown}` : head;
    }
  }
}

/**
 * Search across the blog's posts: a combobox field, category filter buttons, a live status line
 * and a listbox of results (title, date, categories, excerpt with the matches marked). Focus
 * stays in the field: ArrowDown/ArrowUp move the active option (wrapping at the ends), Home/End
 * jump to the first/last while an option is active, Enter chooses it, Escape closes. Tab goes
 * field → filters → close. A modal over the page on wide screens, a full-screen sheet on phones.
 * Fully controlled: the caller runs the search, holds every value and moves focus back to the
 * trigger if it is not the element that had focus when the dialog opened (useDialog restores
 * that one).
 */
export function SearchDialog({
  open,
  onClose,
  query,
  onQueryChange,
  categories,
  selectedCategories,
  onToggleCategory,
  status,
  results,
  total,
  activeIndex,
  onActiveIndexChange,
  onSelect,
  errorMessage = 'Search is not available right now.',
  ...rest
}: SearchDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useDialog(open, panelRef, onClose, inputRef);

  // Stale results stay listed while the next ones load, so the list does not flicker per key.
  const shown = status === 'ready' || status === 'loading' ? results : [];
  const active = activeIndex >= 0 && activeIndex < shown.length ? activeIndex : -1;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const onKeyDown = useListNavigation({
    count: shown.length,
    activeIndex: active,
    onActiveIndexChange,
    onChoose: (index) => {
      const result = shown[index];
      if (result) onSelect({ result });
    },
  });

  // Keep the active option in view as the arrow keys move through a list taller than the panel.
  useEffect(() => {
    if (!open || active < 0) return;
    const option = listRef.current?.children[active];
    // Not every environment lays pages out (jsdom has no scrollIntoView).
    if (option && typeof option.scrollIntoView === 'function') {
      option.scrollIntoView({ block: 'nearest' });
    }
  }, [open, active]);

  if (!open) return null;
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Search posts"
        tabIndex={-1}
        {...rest}
      >
        <Field>
          <SearchIcon size={20} />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search posts"
            aria-autocomplete="list"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-status`}
            placeholder="Search posts"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => onQueryChange({ value: event.target.value })}
            onKeyDown={onKeyDown}
          />
        </Field>
        {categories.length > 0 && (
          <Filters role="group" aria-label="Filter by category">
            {categories.map((category) => (
              <Chip
                key={category}
                type="button"
                aria-pressed={selectedCategories.includes(category)}
                onClick={() => onToggleCategory({ category })}
              >
                {category}
              </Chip>
            ))}
          </Filters>
        )}
        <CloseSlot>
          <IconButton type="button" aria-label="Close search" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </CloseSlot>
        <Status id={`${id}-status`} role="status" data-status={status}>
          {statusText({
            status,
            query,
            total,
            shown: shown.length,
            selectedCategories,
            errorMessage,
          })}
        </Status>
        {shown.length > 0 && (
          <List
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Posts found"
            // Choosing with the pointer leaves focus (and the caret) in the field.
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((result, index) => {
              const optionKey = optionId(index);
              const date = result.date ? formatPostDate(result.date) : '';
              // Keys reach the options through the combobox (aria-activedescendant), not here.
              // The option's name is all its text (title, date, categories, excerpt): a name
              // that left out visible text would not match what a voice-control user reads.
              // The spaces between the parts are for that name; the grid does not render them.
              return (
                <Option
                  key={result.id}
                  id={optionKey}
                  role="option"
                  aria-selected={index === active}
                  onMouseMove={() => {
                    if (index !== active) onActiveIndexChange({ index });
                  }}
                  onClick={() => onSelect({ result })}
                >
                  <OptionTitle>{result.title}</OptionTitle>{' '}
                  <OptionMeta>
                    {date && result.date ? <time dateTime={result.date}>{date}</time> : null}
                    {date && result.categories.length > 0 ? ' · ' : null}
                    {result.categories.join(', ')}
                  </OptionMeta>{' '}
                  <Excerpt>
                    {excerptParts(result.excerpt).map((part, i) =>
                      part.match ? <mark key={i}>{part.text}</mark> : part.text,
                    )}
                  </Excerpt>
                </Option>
              );
            })}
          </List>
        )}
        <Hints>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </Hints>
      </Panel>
    </Backdrop>
  );
}
