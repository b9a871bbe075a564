import styled from '@emotion/styled';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** What deleting takes with it, said once more before the password is asked for. */
export const Rule = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-weight: 600;
`;
