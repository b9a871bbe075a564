import styled from '@emotion/styled';

export {
  PanelRoot as Root,
  PanelTop as Top,
  PanelHeading as Heading,
  CardList as List,
  ErrorText,
} from '../AdminShell/parts.styles';

export const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  /* Unread: a bar down the left edge and a bold sender, beside the 'Unread' label. */
  &[data-unread='true'] {
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    padding-left: calc(${({ theme }) => theme.space[4]} - 3px);
  }
  &[data-handled='true'] {
    background: ${({ theme }) => theme.color.background};
  }
`;

export const From = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  overflow-wrap: anywhere;
  [data-unread='true'] & {
    font-weight: 800;
  }
`;

export const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
