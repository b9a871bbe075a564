import { useEffect, useState } from 'react';
import { BlogHeader } from '../../ui';
import { SiteSearch } from '../search/SiteSearch';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useColorMode } from '../state/colorMode';
import { useSession } from '../state/session';

type Menu = (typeof import('./SignedInMenu'))['signedInMenu'];
/** The signed-in menu once its chunk is in (kept across pages). */
let loadedMenu: Menu | undefined;

/**
 * The signed-in reader's menu, fetched only once `wanted` (a stored session was found): most
 * readers never sign in, so no page loads the menu and its logout at start. Until the chunk is
 * in (or if it cannot be fetched) this returns undefined and the header keeps its Login link,
 * as the static HTML shows.
 */
function useSignedInMenu(wanted: boolean): Menu | undefined {
  const [menu, setMenu] = useState(() => loadedMenu);
  useEffect(() => {
    if (!wanted || menu) return;
    let live = true;
    import('./SignedInMenu').then(
      (module) => {
        loadedMenu = module.signedInMenu;
        if (live) setMenu(() => module.signedInMenu);
      },
      () => {
        // The Login link stays; the next page asks again.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, menu]);
  return menu;
}

/**
 * The blog's top bar (Portfolio, Blogs, search, Login or the user menu) wired to colour mode,
 * search (button and "/" key) and the session. The static HTML shows Login; the user menu
 * replaces it after hydration, once a stored session is found and the menu's code is in.
 */
export function BlogSiteHeader() {
  const site = useSiteSettings();
  const [colorMode, setColorMode] = useColorMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const { session } = useSession();
  const signedInMenu = useSignedInMenu(Boolean(session));
  return (
    <BlogHeader
      brand={site.name}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      menuOpen={menuOpen}
      onMenuOpenChange={({ open }) => setMenuOpen(open)}
      search={<SiteSearch />}
      userMenu={session && signedInMenu ? signedInMenu(session.user.username) : undefined}
    />
  );
}
