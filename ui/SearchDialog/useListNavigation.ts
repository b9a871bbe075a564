import type { KeyboardEvent } from 'react';

export type ListNavigation = {
  /** How many options the list shows. */
  count: number;
  /** The active option's index; -1 for none. */
  activeIndex: number;
  /** Called with the index to make active. */
  onActiveIndexChange: (change: { index: number }) => void;
  /** Called with the active option's index on Enter. */
  onChoose: (index: number) => void;
};

/**
 * The keys of a combobox whose focus stays in its input while a listbox shows the active option
 * (aria-activedescendant): ArrowDown and ArrowUp move through the options and wrap around at
 * either end (from none, ArrowDown goes to the first and ArrowUp to the last); Home and End go
 * to the first and last option while one is active, and otherwise move the caret as usual;
 * Enter chooses the active option. Escape is the dialog's (useDialog).
 */
export function useListNavigation({
  count,
  activeIndex,
  onActiveIndexChange,
  onChoose,
}: ListNavigation) {
  const active = activeIndex >= 0 && activeIndex < count ? activeIndex : -1;
  return (event: KeyboardEvent<HTMLElement>) => {
    // Keys that confirm an input method's composition (e.g. Japanese) are not ours.
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowDown':
        if (count > 0) next = active < 0 ? 0 : (active + 1) % count;
        break;
      case 'ArrowUp':
        if (count > 0) next = active <= 0 ? count - 1 : active - 1;
        break;
      case 'Home':
        if (active >= 0) next = 0;
        break;
      case 'End':
        if (active >= 0) next = count - 1;
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          onChoose(active);
        }
        return;
      default:
        return;
    }
    if (next === null) return;
    event.preventDefault();
    if (next !== activeIndex) onActiveIndexChange({ index: next });
  };
}
