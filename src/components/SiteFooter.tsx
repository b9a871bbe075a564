import type { FooterProps } from '../../ui';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { hydrateLazily } from '../hydration';

/** Links only: its code (the icons' paths) loads when the visitor comes near it. */
const FooterSection = hydrateLazily<FooterProps>(() => import('./FooterPart'), 'footer', 'near');

/** Built once; the server and the browser render the same year (see the landing page). */
const year = new Date().getFullYear();

/** Every page's footer: copyright, contact and profile links and the blog's RSS feed. */
export function SiteFooter() {
  const site = useSiteSettings();
  return (
    <FooterSection
      ownerName={site.name}
      year={year}
      email={site.email}
      social={site.social}
      rssHref="/rss.xml"
    />
  );
}
