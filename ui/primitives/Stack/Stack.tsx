import styled from '@emotion/styled';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { space } from '../../theme/tokens';

/** A step of the spacing scale (`theme.space`): 0 to 8, 4 being 1rem. */
export type SpaceStep = keyof typeof space;

/** Cross-axis alignment of a Stack's children. */
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

/** Main-axis distribution of a Stack's children. */
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** A column (`vertical`) or a row (`horizontal`). @default 'vertical' */
  direction?: 'vertical' | 'horizontal';
  /** Space between the children, as a step of the spacing scale. @default 4 */
  gap?: SpaceStep;
  /** Cross-axis alignment: across a row, or along a column's width. @default 'stretch' */
  align?: StackAlign;
  /** Main-axis distribution; `between` pushes the first and last child to the ends. @default 'start' */
  justify?: StackJustify;
  /** Let a row wrap onto more lines when its children do not fit. @default false */
  wrap?: boolean;
  /**
   * The element to render, e.g. `ul` for a list (its bullets and indent are removed) or `nav`.
   * @default 'div'
   */
  as?: ElementType;
  /** The laid-out items (`<li>`s when `as` is a list). */
  children?: ReactNode;
};

const flexValue = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as const;
const flex = (value: StackAlign | StackJustify) =>
  value in flexValue ? flexValue[value as keyof typeof flexValue] : value;

type RootProps = {
  direction: 'vertical' | 'horizontal';
  gap: SpaceStep;
  align: StackAlign;
  justify: StackJustify;
  wrap: boolean;
};

// Props the element never gets: the layout's own, and `as` (Emotion renders it as the element).
const OWN = new Set(['as', 'direction', 'gap', 'align', 'justify', 'wrap']);

const Root = styled('div', { shouldForwardProp: (prop) => !OWN.has(prop) })<RootProps>`
  display: flex;
  flex-direction: ${({ direction }) => (direction === 'horizontal' ? 'row' : 'column')};
  flex-wrap: ${({ wrap }) => (wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ align }) => flex(align)};
  justify-content: ${({ justify }) => flex(justify)};
  gap: ${({ theme, gap }) => theme.space[gap]};
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * Lays its children out in a column or a row with a gap from the spacing scale, so a layout
 * never needs hand-written flex CSS or margins between siblings.
 *
 * Use it for a form's fields, a card's lines of text, a row of buttons or links. For a grid of
 * cards with columns that change with the screen width, use `Grid`.
 *
 * ```tsx
 * <Stack direction="horizontal" gap={3} align="center" wrap>
 *   <Button>Save</Button>
 *   <Button variant="ghost">Cancel</Button>
 * </Stack>
 * ```
 */
export function Stack({
  direction = 'vertical',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <Root direction={direction} gap={gap} align={align} justify={justify} wrap={wrap} {...rest} />
  );
}
