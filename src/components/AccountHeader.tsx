import { useState } from 'react';
import { TopBar, UserMenu, type NavLink } from '../../ui';
import { useLogout } from '../hooks/useLogout';
import { useSiteSettings } from '../hooks/useSiteSettings';
import type { SitePages } from '../mappers/site';
import { useColorMode } from '../state/colorMode';
import { useSession } from '../state/session';

/**
 * Links in the header of the account, Connect, Projects and photo feed pages: the pages that
 * content turns off (siteSettings.pages, or no Connect page or projects) are not built, so they
 * are not linked either.
 */
const accountLinks = (pages: SitePages): NavLink[] => [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blog' },
  ...(pages.connect ? [{ label: 'Connect', href: '/connect' }] : []),
  ...(pages.projects ? [{ label: 'Projects', href: '/projects' }] : []),
  ...(pages.photos ? [{ label: 'Photos', href: '/insta' }] : []),
];

/**
 * Top bar for the pages outside the landing page: site links, the colour-mode toggle and the
 * signed-in user's menu (or a Login link when logged out and not already on an auth page).
 */
export function AccountHeader({ showLogin = true }: { showLogin?: boolean }) {
  const site = useSiteSettings();
  const [colorMode, setColorMode] = useColorMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const { session } = useSession();
  const logout = useLogout();
  const pageLinks = accountLinks(site.pages);
  const links =
    session || !showLogin ? pageLinks : [...pageLinks, { label: 'Login', href: '/login' }];
  return (
    <TopBar
      brand={site.name}
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
