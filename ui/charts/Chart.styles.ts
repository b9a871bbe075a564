import styled from '@emotion/styled';
import { toneVars } from './tones';

/**
 * A chart and its table. The chart's width follows its container (the SVG stretches through its
 * viewBox), and the axis labels are HTML laid over it, so text keeps its size at any width; a
 * container query drops every other x label when the chart is narrow.
 */
export const Root = styled.figure`
  ${toneVars}
  container-type: inline-size;
  min-width: 0;
  margin: 0;
  /* The first y label sits half above the plot. */
  padding-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text};
`;

export const Frame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: var(--plot-height, 180px) auto;
  column-gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const YAxis = styled.div`
  position: relative;
  text-align: end;
  white-space: nowrap;
  span {
    position: absolute;
    right: 0;
    transform: translateY(50%);
  }
  /* The widest label, invisible and in the flow, gives the column its width. */
  span[data-sizer] {
    position: static;
    display: block;
    height: 0;
    overflow: hidden;
    visibility: hidden;
    transform: none;
  }
`;

export const Plot = styled.div`
  position: relative;
  min-width: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.textMuted};
  svg {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  line[data-grid] {
    stroke: ${({ theme }) => theme.color.border};
    stroke-width: 1;
  }
  rect[data-bar] {
    fill: ${({ theme }) => theme.color.accent};
  }
  rect[data-band='good'] {
    fill: var(--tone-good-tint);
  }
  rect[data-band='needs-improvement'] {
    fill: var(--tone-needs-improvement-tint);
  }
  rect[data-band='poor'] {
    fill: var(--tone-poor-tint);
  }
  path[data-line] {
    fill: none;
    stroke: ${({ theme }) => theme.color.text};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const XAxis = styled.div`
  grid-column: 2;
  position: relative;
  height: 1.75em;
  span {
    position: absolute;
    top: 0.25em;
    white-space: nowrap;
  }
  @container (max-width: 30rem) {
    span[data-wide-only] {
      display: none;
    }
  }
`;

export const Numbers = styled.details`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  summary {
    width: fit-content;
    /* At least a 24px target (WCAG 2.2 target size), like every other control. */
    padding-block: 2px;
    cursor: pointer;
    color: ${({ theme }) => theme.color.link};
  }
  table {
    margin-top: ${({ theme }) => theme.space[2]};
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
  }
  td {
    text-align: end;
  }
`;
