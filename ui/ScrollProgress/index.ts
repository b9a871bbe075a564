export { ScrollProgress, useScrollProgress, type ScrollProgressProps } from './ScrollProgress';
