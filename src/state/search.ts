import { atom } from 'jotai';

/**
 * The site's search dialog: whether it is open, and the element focus goes back to when it
 * closes (the header button that opened it; `null` when the "/" key did, and focus goes back
 * to wherever it was). Shared by every header's button and the one "/" listener.
 */
export type SearchState = { open: boolean; returnFocus: HTMLElement | null };

export const CLOSED_SEARCH: SearchState = { open: false, returnFocus: null };

export const searchAtom = atom<SearchState>(CLOSED_SEARCH);
