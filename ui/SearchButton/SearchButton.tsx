import type { ButtonHTMLAttributes, Ref } from 'react';
import { SearchIcon } from '../icons';
import { Root, Wide } from './SearchButton.styles';

export type SearchButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Called when the button is pressed: open the search. */
  onClick: () => void;
  /**
   * The key that opens the search, shown as a hint on wide screens and announced through
   * `aria-keyshortcuts`. The caller listens for it. @default '/'
   */
  shortcut?: string;
  /** The `<button>` element, e.g. to give it focus back when the search closes. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The header's search button, named "Search posts": a magnifier icon button (44x44) on phones
 * and narrow windows, with the word "Search" and its key hint (`/`) from 1024px.
 */
export function SearchButton({ onClick, shortcut = '/', ...rest }: SearchButtonProps) {
  return (
    <Root
      type="button"
      aria-label="Search posts"
      aria-keyshortcuts={shortcut}
      aria-haspopup="dialog"
      onClick={() => onClick()}
      {...rest}
    >
      <SearchIcon size={20} />
      <Wide>
        Search
        {/* The key is announced by aria-keyshortcuts and drawn by CSS: as text it would be
            visible text missing from the name "Search posts" (a letter key fails axe). */}
        <kbd data-key={shortcut} aria-hidden="true" />
      </Wide>
    </Root>
  );
}
