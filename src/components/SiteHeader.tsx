import { useState } from 'react';
import { TopBar, type NavLink } from '../../ui';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { SiteSearch } from '../search/SiteSearch';
import { useColorMode } from '../state/colorMode';

/**
 * The landing page's top bar, wired to the colour-mode state, the site's router and search
 * (button and "/" key). `mainId` is the id of the page's <main> (the skip link's target).
 */
export function SiteHeader({ links, mainId }: { links?: NavLink[]; mainId?: string }) {
  const site = useSiteSettings();
  const [colorMode, setColorMode] = useColorMode();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <TopBar
      brand={site.name}
      links={links}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      menuOpen={menuOpen}
      onMenuOpenChange={({ open }) => setMenuOpen(open)}
      mainId={mainId}
      search={<SiteSearch />}
    />
  );
}
