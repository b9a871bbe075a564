import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.section`
  ${({ theme }) => contentColumn(theme)}
  padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[7]}`};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[6]}`};
  }
`;

/** 1 column, then 2 (>=768px), 3 (>=1024px) and 4 (>=1280px). */
export const List = styled.ul`
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
  ${({ theme }) => theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[7]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
