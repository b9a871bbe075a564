import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

/**
 * Sizes an element's own box to the page's content column: `theme.container.maxWidth` wide at
 * most, centred, and always `gutter` clear of the viewport's edges. Use it for anything whose
 * edges must line up with the rest of the page (a header's bar, a banner, a card grid).
 */
export const contentColumn = ({ container, mq }: Theme) => css`
  width: min(100% - 2 * ${container.gutter}, ${container.maxWidth});
  margin-inline: auto;
  ${mq.mobile} {
    width: min(100% - 2 * ${container.gutterMobile}, ${container.maxWidth});
  }
`;

/**
 * Pads a full-width element so its content starts and ends on the content column's edges,
 * while the element itself (its background, or a row that scrolls sideways) spans the viewport.
 */
export const contentInset = ({ container, mq }: Theme) => css`
  padding-inline: max(${container.gutter}, (100% - ${container.maxWidth}) / 2);
  ${mq.mobile} {
    padding-inline: max(${container.gutterMobile}, (100% - ${container.maxWidth}) / 2);
  }
`;

/** A block on the page's content column (see `contentColumn`); pass `as` for a landmark. */
export const Container = styled.div`
  ${({ theme }) => contentColumn(theme)}
`;
