import type { HTMLAttributes } from 'react';
import { ALL_CATEGORIES } from './all';
import { Chip, Root } from './CategoryFilter.styles';

export type CategoryOption = {
  /** Stable value for the URL (e.g. `react`); never `all`. */
  value: string;
  /** Visible name. */
  title: string;
};

export type CategoryFilterProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** Every category, in display order; 'All' is added in front. */
  categories: CategoryOption[];
  /** The chosen category's value, or `'all'`. @default 'all' */
  value?: string;
  /** Called with the value the reader picked (`'all'` for All). */
  onChange: (change: { value: string }) => void;
  /** Accessible name of the group. @default 'Filter posts by category' */
  label?: string;
};

/** A row of toggle buttons: 'All' plus every category; exactly one is pressed. */
export function CategoryFilter({
  categories,
  value = ALL_CATEGORIES,
  onChange,
  label = 'Filter posts by category',
  ...rest
}: CategoryFilterProps) {
  const known = value === ALL_CATEGORIES || categories.some((c) => c.value === value);
  const active = known ? value : ALL_CATEGORIES;
  const options = [{ value: ALL_CATEGORIES, title: 'All' }, ...categories];
  return (
    <Root role="group" aria-label={label} {...rest}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === active}
          onClick={() => {
            if (option.value !== active) onChange({ value: option.value });
          }}
        >
          {option.title}
        </Chip>
      ))}
    </Root>
  );
}
