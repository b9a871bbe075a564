import styled from '@emotion/styled';

export { PanelHeading as Heading } from '../AdminShell/parts.styles';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  p {
    min-width: 0;
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: nowrap;
  }
`;
