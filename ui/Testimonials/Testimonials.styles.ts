import styled from '@emotion/styled';

export const Root = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  scroll-margin-top: 64px;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
  text-align: center;
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-style: italic;
    overflow-wrap: anywhere;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
`;
