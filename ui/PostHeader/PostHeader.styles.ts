import styled from '@emotion/styled';
import { DraftBadge } from '../DraftBadge';

/** The reading column of a post page. */
export const PostLayout = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]} ${theme.space[7]}`};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[6]}`};
  }
`;

/** Width of the side column beside the text, and the gap between them. */
const SIDE = { width: '14rem', gap: '2rem' };
/** The sticky site header's height (TopBar: 64px and a 1px border) and room below it. */
const BELOW_HEADER = 'calc(65px + 1.5rem)';

/**
 * The text and the side column (PostColumns). From 1280px it reaches past the reading column's
 * right edge by the side column's width, into the page margin (at 1280px, 276px of it), so the
 * text column keeps its 760px.
 */
export const Columns = styled.div`
  ${({ theme }) => theme.mq.xl} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) ${SIDE.width};
    column-gap: ${SIDE.gap};
    margin-right: calc(-1 * (${SIDE.width} + ${SIDE.gap}));
  }
`;

export const Side = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.xl} {
    grid-column: 2;
    grid-row: 1;
    align-self: start;
    position: sticky;
    top: ${BELOW_HEADER};
    max-height: calc(100vh - ${BELOW_HEADER} - ${({ theme }) => theme.space[5]});
    margin-bottom: 0;
    /* Room for the focus ring of the links inside while it scrolls. */
    padding: 4px;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

export const Text = styled.div`
  ${({ theme }) => theme.mq.xl} {
    grid-column: 1;
    grid-row: 1;
    min-width: 0;
  }
`;

export const Root = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

/** The "Draft" badge of an unpublished post, on its own line above the categories. */
export const HeaderDraftBadge = styled(DraftBadge)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: clamp(1.75rem, 4.5vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  img,
  [data-picture] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
