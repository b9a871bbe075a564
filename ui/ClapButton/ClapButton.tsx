import type { HTMLAttributes } from 'react';
import { Button, Count, Hidden, Root } from './ClapButton.styles';
import { formatCountGB } from '../format';

export type ClapButtonProps = HTMLAttributes<HTMLDivElement> & {
  /** Claps so far, shown beside the button. */
  count: number;
  /** Draws the button in the accent colour (for 1 second after each clap). @default false */
  highlighted?: boolean;
  /** Called once per press. */
  onClap: (event: { count: number }) => void;
  /**
   * What the button does; its accessible name adds the count ('Clap for this post, 12 claps').
   * @default 'Clap for this post'
   */
  label?: string;
};

function ClapIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7.5 11.5 5 9a1.4 1.4 0 0 1 2-2l4.5 4.5" />
      <path d="m9 9-2.5-2.5a1.4 1.4 0 0 1 2-2L14 10" />
      <path d="M10.5 6.5 11 6a1.4 1.4 0 0 1 2 0l4 4c2.3 2.3 2.3 6 0 8.3s-6 2.3-8.3 0L5 14.6a1.4 1.4 0 0 1 2-2l2 2" />
      <path d="M15 3.5 15.5 2M18 5l1.3-1M19.5 7.5l1.5-.3" />
    </svg>
  );
}

/** '1 clap', '1,204 claps'. */
const clapsText = (count: number) => `${formatCountGB(count)} ${count === 1 ? 'clap' : 'claps'}`;

/**
 * The post's clap button and its count. The count is in the button's accessible name (a
 * screen reader hears it with the button) and in a polite live region beside it, which
 * announces each new count. Each press reports the count it asks for.
 */
export function ClapButton({
  count,
  highlighted = false,
  onClap,
  label = 'Clap for this post',
  ...rest
}: ClapButtonProps) {
  return (
    <Root {...rest}>
      <Button
        type="button"
        aria-label={`${label}, ${clapsText(count)}`}
        data-highlighted={highlighted}
        onClick={() => onClap({ count: count + 1 })}
      >
        <ClapIcon />
      </Button>
      <Count aria-live="polite">
        {formatCountGB(count)}
        <Hidden>{count === 1 ? ' clap' : ' claps'}</Hidden>
      </Count>
    </Root>
  );
}
