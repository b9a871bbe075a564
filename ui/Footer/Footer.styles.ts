import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[5]};
  ${({ theme }) => contentColumn(theme)}
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
  }
  ul a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;
