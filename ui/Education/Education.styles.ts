import styled from '@emotion/styled';

export const Root = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  scroll-margin-top: 64px;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Scene = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radius.lg};
  image-rendering: pixelated;
`;
