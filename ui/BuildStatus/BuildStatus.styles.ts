import styled from '@emotion/styled';

export {
  PanelRoot as Root,
  PanelTop as Top,
  PanelHeading as Heading,
  CardList as List,
  ErrorText,
  PanelNote as Note,
} from '../AdminShell/parts.styles';

export const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[data-status='running'] {
    border-left-color: ${({ theme }) => theme.color.link};
  }
  &[data-status='done'] {
    border-left-color: ${({ theme }) => theme.color.success};
  }
  &[data-status='failed'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

export const Failure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    width: fit-content;
  }
  pre {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    /* Log lines wrap: the page never scrolls sideways, on a phone neither. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
