import { useId, useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from '../primitives';
import {
  Card,
  Controls,
  Empty,
  Heading,
  Hint,
  Restart,
  Root,
  Stack,
  Status,
} from './SwipeDeck.styles';
import { useSwipe, type SwipeDirection } from './useSwipe';

export type SwipeCard = {
  /** Stable key. */
  id: string;
  /** Accessible description of the card. @default 'Card {n}' */
  label?: string;
};

export type SwipeDeckProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Page heading shown above the stack. @default 'Projects' */
  heading?: string;
  /** The cards, top first. */
  cards: SwipeCard[];
  /** Index of the card on top; `cards.length` means every card has been swiped away. */
  index: number;
  /** Called after the top card has left, with its index and the direction it went. */
  onSwipe: (swipe: { index: number; direction: SwipeDirection }) => void;
  /** Called by 'Start again' after the last card. */
  onRestart: () => void;
  /** Drag distance in px beyond which the card is sent away. @default 100 */
  threshold?: number;
  /** How far in px the card travels when sent away. @default 250 */
  exitOffset?: number;
  /** Exit animation in ms (skipped when the visitor prefers reduced motion). @default 300 */
  exitDuration?: number;
};

/**
 * A stack of swipeable cards on the purple Projects stage. Drag the top card more than
 * `threshold` px left or right (or press the arrow keys on the focused stack, or the buttons)
 * to send it away; after the last card, 'Start again'. Controlled: the page holds `index`.
 */
export function SwipeDeck({
  heading = 'Projects',
  cards,
  index,
  onSwipe,
  onRestart,
  threshold = 100,
  exitOffset = 250,
  exitDuration = 300,
  ...rest
}: SwipeDeckProps) {
  const id = useId();
  const stackRef = useRef<HTMLDivElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const done = index >= cards.length;
  const { state, swipe, handlers } = useSwipe({
    threshold,
    exitOffset,
    exitDuration,
    onSwiped: (direction) => onSwipe({ index, direction }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (done) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      swipe(event.key === 'ArrowLeft' ? 'left' : 'right');
    }
  };

  const visible = cards.slice(index, index + 3);
  const status = done ? 'No cards left' : `Card ${index + 1} of ${cards.length}`;

  return (
    <Root aria-labelledby={`${id}-heading`} {...rest}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <Hint id={`${id}-hint`}>
        Drag a card left or right, use the arrow keys on the stack, or the buttons below.
      </Hint>
      <Stack
        ref={stackRef}
        role="group"
        aria-roledescription="card stack"
        aria-label={`${heading} cards`}
        aria-describedby={`${id}-hint`}
        tabIndex={done ? -1 : 0}
        onKeyDown={onKeyDown}
      >
        {done ? (
          <Empty>
            <p>That was the last card.</p>
            <Restart
              ref={restartRef}
              type="button"
              onClick={() => {
                onRestart();
                stackRef.current?.focus();
              }}
            >
              Start again
            </Restart>
          </Empty>
        ) : (
          visible
            .map((card, depth) => {
              const top = depth === 0;
              const offset = top ? state.offset : 0;
              const rotate = top ? offset / 20 : 0;
              const transform = top
                ? `translateX(${offset}px) rotate(${rotate}deg)`
                : `translateY(${depth * 14}px) scale(${1 - depth * 0.05})`;
              return (
                <Card
                  key={card.id}
                  role={top ? 'img' : undefined}
                  aria-label={top ? (card.label ?? `Card ${index + 1}`) : undefined}
                  aria-hidden={top ? undefined : true}
                  data-top={top}
                  data-dragging={top && state.dragging}
                  data-exiting={top ? (state.exiting ?? undefined) : undefined}
                  style={{
                    transform,
                    opacity: top && state.exiting ? 0 : 1,
                    zIndex: 3 - depth,
                  }}
                  {...(top ? handlers : {})}
                />
              );
            })
            .reverse()
        )}
      </Stack>
      <Controls>
        <IconButton
          type="button"
          aria-label="Swipe left"
          disabled={done}
          onClick={() => swipe('left')}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Status aria-live="polite">{status}</Status>
        <IconButton
          type="button"
          aria-label="Swipe right"
          disabled={done}
          onClick={() => swipe('right')}
        >
          <ChevronRightIcon />
        </IconButton>
      </Controls>
    </Root>
  );
}
