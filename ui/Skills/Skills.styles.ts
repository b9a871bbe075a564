import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = styled(SectionHeading)`
  letter-spacing: 0.04em;
  text-align: center;
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Badge = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 112px;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
