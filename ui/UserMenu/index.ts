export { UserMenu, initials, type UserMenuProps } from './UserMenu';
