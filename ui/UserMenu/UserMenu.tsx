import { useId, useRef, type HTMLAttributes } from 'react';
import { Avatar, Menu, MenuItem, MenuLink, Name, Root, Trigger } from './UserMenu.styles';
import { useMenu } from './useMenu';

export type UserMenuProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The signed-in user's name, shown on the button. */
  username: string;
  /** Avatar image URL; without it the avatar shows the username's initials. */
  avatarSrc?: string;
  /** Avatar diameter in px (the spec's profile avatar size). @default 40 */
  avatarSize?: number;
  /** Whether the menu is open. The component is fully controlled. */
  open: boolean;
  /** Called when the button, Escape, Tab or a click outside asks to open or close the menu. */
  onOpenChange: (change: { open: boolean }) => void;
  /** Called when 'Logout' is chosen (the menu also asks to close). */
  onLogout: () => void;
  /** Text of the logout item. @default 'Logout' */
  logoutLabel?: string;
  /** Where 'Your account' goes (/account); without it the menu has Logout only. */
  accountHref?: string;
};

/** Up to two initials from a username: "jane doe" -> "JD", "ada" -> "A". */
export function initials(username: string): string {
  const parts = username
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.slice(0, 2).map((p) => Array.from(p)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * The signed-in user's menu: a button with the avatar and username that opens a menu with
 * 'Your account' (when `accountHref` is given) and 'Logout'. A long name ends in an ellipsis and a narrow phone shows the avatar alone;
 * the whole name stays the button's accessible name and its tooltip. Keyboard: Enter/Space/ArrowDown open it and focus the item, Escape closes it
 * and returns focus to the button.
 */
export function UserMenu({
  username,
  avatarSrc,
  avatarSize = 40,
  open,
  onOpenChange,
  onLogout,
  logoutLabel = 'Logout',
  accountHref,
  ...rest
}: UserMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const onMenuKeyDown = useMenu(open, rootRef, menuRef, buttonRef, () =>
    onOpenChange({ open: false }),
  );
  const choose = () => {
    onOpenChange({ open: false });
    onLogout();
  };
  return (
    <Root ref={rootRef} {...rest}>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The visible name may be cut short (or, on a narrow phone, hidden); this shows it whole.
        title={username}
        onClick={() => onOpenChange({ open: !open })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            onOpenChange({ open: true });
          }
        }}
      >
        <Avatar
          aria-hidden="true"
          style={{ width: avatarSize, height: avatarSize, fontSize: avatarSize * 0.4 }}
        >
          {avatarSrc ? (
            <img src={avatarSrc} alt="" width={avatarSize} height={avatarSize} />
          ) : (
            initials(username)
          )}
        </Avatar>
        <Name>{username}</Name>
      </Trigger>
      {open && (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {accountHref && (
            <li role="none">
              <MenuLink
                href={accountHref}
                role="menuitem"
                tabIndex={-1}
                onClick={() => onOpenChange({ open: false })}
              >
                Your account
              </MenuLink>
            </li>
          )}
          <MenuItem
            role="menuitem"
            tabIndex={-1}
            onClick={choose}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                choose();
              }
            }}
          >
            {logoutLabel}
          </MenuItem>
        </Menu>
      )}
    </Root>
  );
}
