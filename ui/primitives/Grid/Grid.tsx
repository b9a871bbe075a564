import styled from '@emotion/styled';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { SpaceStep } from '../Stack';

/** Column counts per screen width: `base` for every width, then from `md` (768px), `lg` (1024px) and `xl` (1280px) up. */
export type GridColumns = { base?: number; md?: number; lg?: number; xl?: number };

export type GridProps = HTMLAttributes<HTMLElement> & {
  /**
   * Equal columns: a number for every screen width, or counts per breakpoint
   * (`{ base: 1, md: 2, lg: 3 }`). Ignored when `minItemWidth` is set. @default 1
   */
  columns?: number | GridColumns;
  /**
   * Instead of fixed columns, as many columns as fit with each at least this wide (a CSS length,
   * e.g. `'16rem'`); the items stretch to fill the row.
   */
  minItemWidth?: string;
  /** Space between rows and columns, as a step of the spacing scale. @default 5 */
  gap?: SpaceStep;
  /**
   * The element to render, e.g. `ul` for a list of cards (its bullets and indent are removed).
   * @default 'div'
   */
  as?: ElementType;
  /** The laid-out items (`<li>`s when `as` is a list). */
  children?: ReactNode;
};

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

type RootProps = { columns: GridColumns; minItemWidth?: string; gap: SpaceStep };

// Props the element never gets: the layout's own, and `as` (Emotion renders it as the element).
const OWN = new Set(['as', 'columns', 'minItemWidth', 'gap']);

const Root = styled('div', { shouldForwardProp: (prop) => !OWN.has(prop) })<RootProps>`
  display: grid;
  gap: ${({ theme, gap }) => theme.space[gap]};
  grid-template-columns: ${({ columns, minItemWidth }) =>
    minItemWidth
      ? `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`
      : repeat(columns.base ?? 1)};
  ${({ theme, columns, minItemWidth }) =>
    minItemWidth
      ? ''
      : (['md', 'lg', 'xl'] as const)
          .filter((bp) => columns[bp] !== undefined)
          .map((bp) => `${theme.mq[bp]} { grid-template-columns: ${repeat(columns[bp]!)}; }`)
          .join('\n')}
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * Lays its children out in equal columns with gaps from the spacing scale: a fixed count, a
 * count per screen width, or as many as fit (`minItemWidth`). Columns never overflow: a long
 * word or a wide image shrinks its cell instead of widening the grid.
 *
 * Use it for cards and badges; for a single row or column of things, use `Stack`.
 *
 * ```tsx
 * <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
 *   {posts.map((post) => <li key={post.id}><PostCard post={post} /></li>)}
 * </Grid>
 * ```
 */
export function Grid({ columns = 1, minItemWidth, gap = 5, ...rest }: GridProps) {
  const perWidth = typeof columns === 'number' ? { base: columns } : columns;
  return <Root columns={perWidth} minItemWidth={minItemWidth} gap={gap} {...rest} />;
}
