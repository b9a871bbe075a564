import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { contentColumn, contentInset } from '../primitives/Container';

/** From the menu's collapse (above 700px) up to 1024px: links and actions share a tight bar. */
const belowLarge = ({ breakpoints }: Theme) =>
  `@media (min-width: ${breakpoints.mobileMax + 1}px) and (max-width: ${breakpoints.lg - 1}px)`;

export const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.headerBackground};
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: 64px;
  ${({ theme }) => contentColumn(theme)}
  ${({ theme }) => theme.mq.small} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/**
 * Holds the brand link. It may shrink (the name then ends in an ellipsis), but only after the
 * actions have given up what they can (see Actions' flex-shrink).
 */
export const BrandSlot = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  > a {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

export const Brand = styled.span`
  font-weight: 800;
  /* 1.25rem, down to 0.9375rem on a narrow phone so the whole name fits beside the controls. */
  font-size: clamp(0.9375rem, 4.5vw, ${({ theme }) => theme.fontSize.lg});
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  white-space: nowrap;
`;

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.mq.mobile} {
    display: none;
    &[data-open='true'] {
      display: block;
      position: absolute;
      top: 64px;
      left: 0;
      right: 0;
      padding-block: ${({ theme }) => theme.space[3]};
      ${({ theme }) => contentInset(theme)}
      background: ${({ theme }) => theme.color.surface};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
      box-shadow: ${({ theme }) => theme.shadow.menu};
    }
  }
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const Item = styled.li`
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  /* Between the menu's collapse and 1024px six links, a user menu and three icon buttons share
     the bar: narrower links keep it from overflowing. */
  ${({ theme }) => belowLarge(theme)} {
    a {
      padding-inline: ${({ theme }) => theme.space[2]};
    }
  }
`;

/**
 * The user menu, theme toggle and menu button. On a narrow bar it shrinks first (a user menu
 * truncates its name), weighted well above the brand, down to its icons' own width.
 */
export const Actions = styled.div`
  display: flex;
  flex: 0 10 auto;
  /* Without it the row could not shrink below its content's full width (a long user name). */
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  > * {
    flex: none;
  }
`;

/** Wraps the caller's actions: the one part of Actions that may shrink. */
export const ActionSlot = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  /* Doubled to beat Actions' \`> *\` rule. */
  && {
    flex: 0 1 auto;
  }
`;

/** Holds the search control; like the toggle beside it, it never shrinks. */
export const SearchSlot = styled.div`
  display: flex;
  align-items: center;
`;

// Shown by default and hidden on wide screens, so environments without media queries (tests,
// very old browsers) still have a reachable menu button.
export const MenuButtonSlot = styled.div`
  ${({ theme }) => theme.mq.desktop} {
    display: none;
  }
`;
