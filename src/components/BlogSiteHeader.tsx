import { useState } from 'react';
import { BlogHeader, UserMenu } from '../../ui';
import { SiteSearch } from '../search/SiteSearch';
import { useLogout } from '../hooks/useLogout';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useColorMode } from '../state/colorMode';
import { useSession } from '../state/session';

/**
 * The blog's top bar (Portfolio, Blogs, search, Login or the user menu) wired to colour mode,
 * search (button and "/" key), the session and logout. The static HTML shows Login; the user menu appears after hydration.
 */
export function BlogSiteHeader() {
  const site = useSiteSettings();
  const [colorMode, setColorMode] = useColorMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const { session } = useSession();
  const logout = useLogout();
  return (
    <BlogHeader
      brand={site.name}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      menuOpen={menuOpen}
      onMenuOpenChange={({ open }) => setMenuOpen(open)}
      search={<SiteSearch />}
      userMenu={
        session ? (
          <UserMenu
            username={session.user.username}
            avatarSize={40}
            open={userMenuOpen}
            onOpenChange={({ open }) => setUserMenuOpen(open)}
            onLogout={() => void logout()}
            accountHref="/account"
          />
        ) : undefined
      }
    />
  );
}
