import styled from '@emotion/styled';
import { contentColumn } from '../Container';

/** A landing-page section: on the page's content column, roomy padding, clear of the top bar. */
export const SectionRoot = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
  ${({ theme }) => contentColumn(theme)}
  scroll-margin-top: 64px;
`;

/** A section's <h2>; extend it for alignment or spacing. */
export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
`;

/** A list laid out as cards: 1 column on small screens, 2 on medium, 3 on large. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
