import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { formatDateTime } from '../AdminShell/format';

const Root = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.5;
  overflow-wrap: anywhere;
  strong {
    font-weight: 700;
  }
`;

export type PreviewNoticeProps = HTMLAttributes<HTMLParagraphElement> & {
  /** ISO date-time the preview link stops working. */
  expiresAt: string;
};

/**
 * Says, above a draft opened through a private preview link, what the reader is looking at:
 * an unpublished draft, not indexed, and until when the link works.
 */
export function PreviewNotice({ expiresAt, ...rest }: PreviewNoticeProps) {
  return (
    <Root role="note" {...rest}>
      <strong>Private preview of a draft.</strong> It is not published, and search engines are asked
      not to index it. This link stops working on{' '}
      <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>.
    </Root>
  );
}
