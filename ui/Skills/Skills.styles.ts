import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = styled(SectionHeading)`
  letter-spacing: 0.04em;
  text-align: center;
`;

/**
 * 3 columns on small and medium screens and 5 on large (the spec); 2 below 360px, where a third
 * column could not hold a name such as "PostgreSQL" on one line at a readable size.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 359px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.md} {
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * A badge. Names wrap only between words ("Apache Server"); a single word never breaks, so on
 * phones the name's size follows the screen's width: with three columns a badge leaves about
 * 100vw / 3 - 34px for the text, and the longest one-word name, "PostgreSQL", is about 6.6em
 * wide, so 5vw - 0.375rem keeps it on one line (between 0.75rem and 1rem).
 */
export const Badge = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 112px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  font-weight: 600;
  > span {
    font-size: clamp(
      ${({ theme }) => theme.fontSize.xs},
      5vw - 0.375rem,
      ${({ theme }) => theme.fontSize.md}
    );
    line-height: 1.3;
  }
  @media (max-width: 359px) {
    > span {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;
