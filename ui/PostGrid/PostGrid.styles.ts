import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.section`
  ${({ theme }) => contentColumn(theme)}
  padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[7]}`};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[6]}`};
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[7]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
