import styled from '@emotion/styled';
import { contentColumn, contentInset } from '../primitives/Container';

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
`;

export const Brand = styled.a`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.lg};
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
      box-shadow: 0 12px 24px rgba(0, 0, 0, 0.15);
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
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

// Shown by default and hidden on wide screens, so environments without media queries (tests,
// very old browsers) still have a reachable menu button.
export const MenuButtonSlot = styled.div`
  ${({ theme }) => theme.mq.desktop} {
    display: none;
  }
`;
