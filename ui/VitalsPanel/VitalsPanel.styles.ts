import styled from '@emotion/styled';
import { toneVars } from '../charts';

export const Root = styled.section`
  ${toneVars}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.heading};
`;

export const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.heading};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The table's own horizontal scroll, so a phone page never scrolls sideways. */
export const TableScroll = styled.div`
  /* Positioned, so it also clips the visually hidden "no data" (absolutely positioned) texts. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 44rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[1]}`};
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
  abbr {
    text-decoration: none;
  }
  tbody th {
    /* A route keeps room to read on a phone too; the region scrolls, not the page. */
    min-width: 10rem;
    max-width: 16rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  td[data-samples] {
    text-align: end;
  }
`;

/** A rated value: the number over its rating. */
export const Cell = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Missing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The small multiples: one chart per metric, as many columns as fit. */
export const Multiples = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const ChartCard = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
