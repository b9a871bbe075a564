import { useState } from 'react';
import { TopBar, UserMenu, type NavLink } from '../../ui';
import { owner } from '../config/site';
import { useLogout } from '../hooks/useLogout';
import { useColorMode } from '../state/colorMode';
import { useSession } from '../state/session';

/** Links in the header of the account, Connect, Projects and photo feed pages. */
const accountLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blog' },
  { label: 'Connect', href: '/connect' },
  { label: 'Projects', href: '/projects' },
  { label: 'Photos', href: '/insta' },
];

/**
 * Top bar for the pages outside the landing page: site links, the colour-mode toggle and the
 * signed-in user's menu (or a Login link when logged out and not already on an auth page).
 */
export function AccountHeader({ showLogin = true }: { showLogin?: boolean }) {
  const [colorMode, setColorMode] = useColorMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const { session } = useSession();
  const logout = useLogout();
  const links =
    session || !showLogin ? accountLinks : [...accountLinks, { label: 'Login', href: '/login' }];
  return (
    <TopBar
      brand={owner.name}
      links={links}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      menuOpen={menuOpen}
      onMenuOpenChange={({ open }) => setMenuOpen(open)}
      actions={
        session ? (
          <UserMenu
            username={session.user.username}
            open={userMenuOpen}
            onOpenChange={({ open }) => setUserMenuOpen(open)}
            onLogout={() => void logout()}
            accountHref="/account"
          />
        ) : null
      }
    />
  );
}
