import styled from '@emotion/styled';

export {
  PanelRoot as Root,
  PanelHeading as Heading,
  CardList as List,
  ErrorText,
} from '../AdminShell/parts.styles';

/** The hold-first-comments checkbox, its note under the label, and a save error. */
export const Setting = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  input {
    /* A target a finger can hit (24 px at least, as every control). */
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  label {
    font-weight: 600;
  }
  small,
  p {
    grid-column: 2;
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The post filter: which post, and a button to clear it. */
export const PostChip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[1]} 0 ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    flex: none;
    width: 40px;
    height: 40px;
  }
`;

export const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[data-hidden='true'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &[data-hidden='true'] blockquote {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Meta = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 400;
  overflow-wrap: anywhere;
  strong {
    font-weight: 700;
  }
`;

export const When = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Quote = styled.blockquote`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  p {
    flex: 1 1 14rem;
    margin: 0;
    font-weight: 600;
  }
  button[data-tone='danger'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
