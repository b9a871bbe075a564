import styled from '@emotion/styled';

/** The reading column of a post page. */
export const PostLayout = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]} ${theme.space[7]}`};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[6]}`};
  }
`;

export const Root = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: clamp(1.75rem, 4.5vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  img,
  [data-picture] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
