import styled from '@emotion/styled';

export const Root = styled.section`
  margin-top: ${({ theme }) => theme.space[7]};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const Author = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: 700;
  span {
    /* A username has no spaces: one that does not fit ends in an ellipsis, never breaks. */
    min-width: 0;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const ItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
  button {
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const LoadFailed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 120px;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
  button {
    align-self: flex-start;
  }
`;

export const Prompt = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  a {
    font-weight: 700;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/**
 * The polite word after a send (a comment waiting for approval). Always in the page, so screen
 * readers announce what appears in it; while empty it is taken out of the form's flow, so it
 * adds no gap under the button.
 */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surface};
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }
`;

/** 'Show older comments' above the list, and why the last try failed. */
export const Older = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;
