/* Pieces the owner's area components share: a filter chip row, the failed-load notice. */
import type { HTMLAttributes } from 'react';
import { Button } from '../primitives';
import { Chip, ChipRow, Failed } from './parts.styles';

export { Actions, EmptyText, Tag } from './parts.styles';

export type FilterChipsProps<V extends string> = Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange'
> & {
  /** The choices, in order. */
  options: readonly { value: V; title: string }[];
  /** The chosen value. */
  value: V;
  /** Called with the value picked (never the one already chosen). */
  onChange?: (change: { value: V }) => void;
  /** Accessible name of the group. */
  label: string;
};

/** A group of toggle buttons of which exactly one is pressed. */
export function FilterChips<V extends string>({
  options,
  value,
  onChange,
  label,
  ...rest
}: FilterChipsProps<V>) {
  return (
    <ChipRow role="group" aria-label={label} {...rest}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange?.({ value: option.value });
          }}
        >
          {option.title}
        </Chip>
      ))}
    </ChipRow>
  );
}

/** 'X could not be loaded.' with the reason and, given `onRetry`, a 'Try again' button. */
export function LoadFailed({
  what,
  reason,
  onRetry,
}: {
  what: string;
  reason: string;
  onRetry?: () => void;
}) {
  return (
    <Failed>
      <p role="alert">
        <strong>{what} could not be loaded.</strong> {reason}
      </p>
      {onRetry && (
        <Button type="button" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Failed>
  );
}
