import styled from '@emotion/styled';

export const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
