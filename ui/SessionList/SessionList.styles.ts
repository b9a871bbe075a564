import styled from '@emotion/styled';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  &[data-current] {
    border-left: 4px solid ${({ theme }) => theme.color.success};
    padding-left: calc(${({ theme }) => theme.space[4]} - 3px);
  }
`;

export const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-weight: 600;
`;

export const Details = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A passkey's name. */
export const Name = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
