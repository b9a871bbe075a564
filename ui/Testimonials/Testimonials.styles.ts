import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = styled(SectionHeading)`
  text-align: center;
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
