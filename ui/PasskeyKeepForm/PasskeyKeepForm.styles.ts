import styled from '@emotion/styled';

/** The list's frame: a fieldset whose legend says what is asked. */
export const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
`;

/** One passkey: its checkbox, its name as the label, and when it was added and last used. */
export const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
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
    overflow-wrap: anywhere;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
