import styled from '@emotion/styled';

export const Root = styled.section`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.mq.mobile} {
    margin-block: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    overflow-wrap: anywhere;
  }
  code {
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.heading};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  &[data-tone='danger'] strong {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;
