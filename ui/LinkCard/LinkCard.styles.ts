import styled from '@emotion/styled';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 32rem;
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
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a:not([data-button]) {
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.heading};
  text-align: center;
`;

export const Lead = styled.p`
  text-align: center;
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;
