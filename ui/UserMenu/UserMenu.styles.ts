import styled from '@emotion/styled';
import { Link } from '../primitives';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  /* In a narrow header the name truncates, so the menu never pushes other controls away. */
  min-width: 0;
  max-width: 100%;
  /* In a flex row (a header's actions) never stretch, or the menu would open far below. */
  align-self: center;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]} ${theme.space[1]} ${theme.space[1]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  /* A narrow phone has room for the avatar only; the name stays the button's accessible name. */
  ${({ theme }) => theme.mq.small} {
    gap: 0;
    padding: ${({ theme }) => theme.space[1]};
  }
`;

/** The username: cut with an ellipsis when long (the full name is the button's name). */
export const Name = styled.span`
  min-width: 0;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.mq.small} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip-path: inset(50%);
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  line-height: 1;
  text-transform: uppercase;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  min-width: 10rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.menu};
`;

export const MenuItem = styled.li`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/** A menu item that goes somewhere ('Your account'): looks like the others. */
export const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;
