import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { createPortal } from 'react-dom';
// The dialog's own module, not the ui barrel: this file is the lazily loaded chunk, and the
// dialog must come with it, never with the page.
import { SearchDialog, type SearchResult } from '../../ui/SearchDialog';
import { useSiteSearch } from './useSiteSearch';

export type SearchPanelProps = {
  /** Called when the reader closes the dialog (Escape, the close button, the backdrop). */
  onClose: () => void;
  /** Called after a result was chosen and its page is being opened. */
  onNavigate: () => void;
};

/**
 * The open search: Pagefind behind the ui's SearchDialog. Loaded only when the reader opens
 * search (see SiteSearch), so none of it is in a page's JavaScript before then. Rendered into
 * <body>: the header it is opened from blurs its backdrop, which would make it the box that
 * the dialog's fixed position is relative to.
 */
export default function SearchPanel({ onClose, onNavigate }: SearchPanelProps) {
  const search = useSiteSearch();
  const onSelect = useCallback(
    ({ result }: { result: SearchResult }) => {
      onNavigate();
      void navigate(result.url);
    },
    [onNavigate],
  );
  return createPortal(
    <SearchDialog open onClose={onClose} onSelect={onSelect} {...search} />,
    document.body,
  );
}
