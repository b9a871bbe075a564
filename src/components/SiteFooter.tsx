import { Footer } from '../../ui';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { hydrateLater } from './HydrateLater';

/** Links only: it hydrates in slices after the first paint (see HydrateLater). */
const FooterSection = hydrateLater(Footer);

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
