import { useAtom } from 'jotai';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { SearchButton } from '../../ui';
import { CLOSED_SEARCH, searchAtom } from '../state/search';
import type { SearchPanelProps } from './SearchPanel';

/** The key that opens search from anywhere on a page. */
const SEARCH_KEY = '/';

/** Stands in for the panel when its chunk cannot be fetched (offline): closes the search. */
function Unavailable({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}

// Everything of search but the button and the key: fetched when the reader first opens it.
// A chunk that fails to load must not reach the page's error boundary over a button press.
const SearchPanel = lazy<ComponentType<SearchPanelProps>>(() =>
  import('./SearchPanel').catch(() => ({ default: Unavailable })),
);

/** True when a key press is typing into a field, which "/" must not interrupt. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Mounted search controls, first mounted first: only the first renders the dialog. */
const hosts: ((primary: boolean) => void)[] = [];

/**
 * Whether this is the page's one search host, so two headers on a page would still open one
 * dialog and listen for "/" once. When the host unmounts, the next one takes over.
 */
function usePrimaryHost(): boolean {
  const [primary, setPrimary] = useState(false);
  useEffect(() => {
    hosts.push(setPrimary);
    hosts[0]?.(true);
    return () => {
      hosts.splice(hosts.indexOf(setPrimary), 1);
      hosts[0]?.(true);
    };
  }, []);
  return primary;
}

/**
 * The header's search: the button and the "/" key (not while typing in a field, nor with
 * Ctrl, Alt or Meta) open the search dialog, which is loaded only then. Closing it gives focus
 * back to the button that opened it. Put one in each header's `search` slot.
 */
export function SiteSearch() {
  const [{ open, returnFocus }, setSearch] = useAtom(searchAtom);
  const primary = usePrimaryHost();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!primary || open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      // Keep "/" from being typed anywhere or starting the browser's quick find.
      event.preventDefault();
      setSearch({ open: true, returnFocus: null });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [primary, open, setSearch]);

  // After the dialog has gone (and restored focus to what had it), focus the opening button:
  // Safari does not focus a button on click, so it may not have been what had focus.
  useEffect(() => {
    if (!primary || open || !returnFocus) return;
    returnFocus.focus();
    setSearch(CLOSED_SEARCH);
  }, [primary, open, returnFocus, setSearch]);

  const close = useCallback(() => setSearch((state) => ({ ...state, open: false })), [setSearch]);
  const leave = useCallback(() => setSearch(CLOSED_SEARCH), [setSearch]);
  return (
    <>
      <SearchButton
        ref={buttonRef}
        shortcut={SEARCH_KEY}
        onClick={() => setSearch({ open: true, returnFocus: buttonRef.current })}
      />
      {primary && open && (
        <Suspense fallback={null}>
          <SearchPanel onClose={close} onNavigate={leave} />
        </Suspense>
      )}
    </>
  );
}
