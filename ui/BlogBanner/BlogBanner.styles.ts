import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  ${({ theme }) => contentColumn(theme)}
  margin-block: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  text-align: center;
  ${({ theme }) => theme.mq.mobile} {
    margin-block: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;

export const Art = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0.18;
  pointer-events: none;
`;

export const Title = styled.h1`
  position: relative;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.display};
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

export const Subtitle = styled.p`
  position: relative;
  margin: ${({ theme }) => `${theme.space[3]} auto 0`};
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
