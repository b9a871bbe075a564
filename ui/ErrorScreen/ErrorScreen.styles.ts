import styled from '@emotion/styled';

export const Root = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 70vh;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  text-align: center;
  &[data-variant='section'] {
    min-height: 0;
    padding: ${({ theme }) => `${theme.space[6]} 0`};
  }
`;

export const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

export const Message = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Detail = styled.pre`
  max-width: min(40rem, 100%);
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.danger};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  white-space: pre-wrap;
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  a {
    text-decoration: none;
  }
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 600;
  &[data-variant='outline'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text};
  }
`;
