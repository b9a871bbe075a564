import { ScrollProgress, useScrollProgress, type ScrollProgressProps } from '../../ui';

/** The page's scroll progress bar; only it re-renders while the reader scrolls. */
export function PageScrollProgress(props: Omit<ScrollProgressProps, 'value'>) {
  const progress = useScrollProgress();
  return <ScrollProgress {...props} value={progress} />;
}
