import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = styled(SectionHeading)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1.4fr;
  }
`;

export const Intro = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 140px;
    resize: vertical;
  }
  button {
    justify-self: start;
  }
`;

export const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  svg[data-kind='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  svg[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
