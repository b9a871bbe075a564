import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  line-height: 1.5;
  text-transform: uppercase;
  white-space: nowrap;
`;

export type DraftBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** The word shown. @default 'Draft' */
  label?: string;
};

/**
 * Marks a post that is not published: shown only where drafts are visible (`npm run develop`,
 * a private preview link, /admin), never in a public build. Visible text, so it is read out
 * with the title it sits beside.
 */
export function DraftBadge({ label = 'Draft', ...rest }: DraftBadgeProps) {
  return (
    <Badge data-draft-badge="" {...rest}>
      {label}
    </Badge>
  );
}
