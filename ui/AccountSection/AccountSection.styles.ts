import styled from '@emotion/styled';

/** A card of /account (or of a page a mailed link opens): a heading, a line, its content. */
export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  min-width: 0;
  &[data-tone='danger'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.heading};
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A form inside a card: fields stacked, the buttons last. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** Under a field: what it needs, or why it is refused (then in the danger colour). */
export const FieldNote = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What the last action did (success) or why it failed (danger); always words, colour repeats. */
export const Outcome = styled.p`
  font-weight: 600;
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** A short word about a state ('Unverified', 'This browser'). */
export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

/** A link that looks like the solid button (a download, a page to go to). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;
