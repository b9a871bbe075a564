import styled from '@emotion/styled';
import { useEffect, useState, type HTMLAttributes } from 'react';

const Track = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.progress};
  pointer-events: none;
  &[data-orientation='vertical'] {
    top: 0;
    left: 0;
    bottom: 0;
    width: 4px;
  }
  &[data-orientation='horizontal'] {
    top: 0;
    left: 0;
    right: 0;
    height: 4px;
  }
`;

const Fill = styled.div`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.progress};
  transform-origin: top left;
`;

export type ScrollProgressProps = HTMLAttributes<HTMLDivElement> & {
  /** How far the reader has scrolled, from 0 to 1. */
  value: number;
  /** A bar down the left edge (landing page) or across the top (post page). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Accessible name of the progress bar. @default 'Scroll progress' */
  label?: string;
};

/** A thin bar fixed to the edge of the viewport that fills as the page scrolls. */
export function ScrollProgress({
  value,
  orientation = 'vertical',
  label = 'Scroll progress',
  ...rest
}: ScrollProgressProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const transform = orientation === 'vertical' ? `scaleY(${clamped})` : `scaleX(${clamped})`;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      data-orientation={orientation}
      {...rest}
    >
      <Fill style={{ transform }} />
    </Track>
  );
}

/** Fraction of the document scrolled (0..1), updated at most once per animation frame. */
export function useScrollProgress(): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollTop, scrollHeight, clientHeight } = document.documentElement;
      const max = scrollHeight - clientHeight;
      setValue(max > 0 ? scrollTop / max : 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return value;
}
