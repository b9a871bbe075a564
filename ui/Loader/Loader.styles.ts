import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 240px;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 600;
`;

export const Spinner = styled.span`
  display: block;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
