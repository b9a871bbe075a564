import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = styled(SectionHeading)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const Bio = styled.div`
  max-width: 70ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

export const Stack = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

export const Document = styled.iframe`
  display: block;
  width: 100%;
  height: min(75vh, 900px);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

export const Fallback = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
