import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export type SwipeDirection = 'left' | 'right';

export type SwipeOptions = {
  /** Drag distance in px beyond which a release sends the card away. */
  threshold: number;
  /** Horizontal offset in px the card travels to when sent away. */
  exitOffset: number;
  /** Exit animation length in ms (0 under reduced motion). */
  exitDuration: number;
  /** Called once the card has left. */
  onSwiped: (direction: SwipeDirection) => void;
};

export type SwipeState = {
  /** Current horizontal offset of the top card in px. */
  offset: number;
  /** True while a pointer is dragging (no transition, follows the pointer). */
  dragging: boolean;
  /** Set while the card is leaving. */
  exiting: SwipeDirection | null;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Drag behaviour of the top card: follows the pointer horizontally; a release past `threshold`
 * sends it to `exitOffset` and reports the direction when the exit animation ends (at once
 * under reduced motion); a shorter drag springs back. `swipe(direction)` does the same for
 * keys and buttons.
 */
export function useSwipe({ threshold, exitOffset, exitDuration, onSwiped }: SwipeOptions) {
  const [state, setState] = useState<SwipeState>({ offset: 0, dragging: false, exiting: null });
  const start = useRef<{ x: number; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSwipedRef = useRef(onSwiped);
  useEffect(() => {
    onSwipedRef.current = onSwiped;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const swipe = useCallback(
    (direction: SwipeDirection) => {
      if (timer.current) return;
      const finish = () => {
        timer.current = null;
        setState({ offset: 0, dragging: false, exiting: null });
        onSwipedRef.current(direction);
      };
      const reduced = prefersReducedMotion();
      if (reduced || exitDuration <= 0) {
        finish();
        return;
      }
      setState({
        offset: direction === 'left' ? -exitOffset : exitOffset,
        dragging: false,
        exiting: direction,
      });
      timer.current = setTimeout(finish, exitDuration);
    },
    [exitOffset, exitDuration],
  );

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (timer.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { x: event.clientX, id: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setState({ offset: 0, dragging: true, exiting: null });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.id !== event.pointerId) return;
      const offset = event.clientX - start.current.x;
      setState({ offset, dragging: true, exiting: null });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.id !== event.pointerId) return;
      const offset = event.clientX - start.current.x;
      start.current = null;
      if (Math.abs(offset) > threshold) swipe(offset < 0 ? 'left' : 'right');
      else setState({ offset: 0, dragging: false, exiting: null });
    },
    onPointerCancel: () => {
      start.current = null;
      setState({ offset: 0, dragging: false, exiting: null });
    },
  };

  return { state, swipe, handlers };
}
