import styled from '@emotion/styled';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.heading};
`;

/** The range buttons, joined into one control. */
export const Range = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  padding: 3px;
  gap: 2px;
  button {
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceRaised};
    }
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.accentText};
    }
  }
`;

export const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: ${({ theme }) => theme.lineHeight.display};
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

export const Card = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** Routes, referrers and devices side by side where they fit. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

/**
 * A ranked table: each row's name over a bar as long as its share of the largest row (the
 * `--share` custom property), the count to the right.
 */
export const Ranked = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  thead th {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    text-align: start;
  }
  thead th:last-of-type,
  td {
    text-align: end;
  }
  tbody th {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 400;
    text-align: start;
    overflow-wrap: anywhere;
    background: linear-gradient(
      to right,
      color-mix(in srgb, ${({ theme }) => theme.color.accent} 22%, transparent) var(--share),
      transparent var(--share)
    );
  }
  td {
    padding: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[1]} ${theme.space[3]}`};
    white-space: nowrap;
    font-weight: 600;
  }
  td small {
    margin-inline-start: ${({ theme }) => theme.space[1]};
    font-size: inherit;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
