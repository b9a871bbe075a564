import styled from '@emotion/styled';

export const Root = styled.section`
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.panel};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  text-align: center;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
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

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export const Footer = styled.p`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  text-align: center;
  a {
    /* The link stands alone on its line: a target of at least 24px (WCAG 2.5.8). */
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

export const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  p {
    margin: 0;
  }
`;

export const NoticeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** 'Forgot password?' under the password, at the form's end edge. */
export const ForgotRow = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  text-align: end;
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.link};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

/** Between the password form and the passkey button: a rule with "or" in it. */
export const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;
