import styled from '@emotion/styled';
import { contentInset } from '../primitives/Container';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  ${({ theme }) => contentInset(theme)}
  ${({ theme }) => theme.mq.mobile} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

export const Chip = styled.button`
  flex: none;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;
