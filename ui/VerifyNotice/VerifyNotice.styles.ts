import styled from '@emotion/styled';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
  }
`;

export const Outcome = styled.p`
  font-weight: 600;
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
