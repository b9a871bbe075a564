import { Footer } from '../../ui';
import { owner } from '../config/site';
import { hydrateLater } from './HydrateLater';

/** Links only: it hydrates in slices after the first paint (see HydrateLater). */
const FooterSection = hydrateLater(Footer);

/** Built once; the server and the browser render the same year (see the landing page). */
const year = new Date().getFullYear();

/** Every page's footer: copyright, contact and profile links and the blog's RSS feed. */
export function SiteFooter() {
  return (
    <FooterSection
      ownerName={owner.name}
      year={year}
      email={owner.email}
      social={owner.social}
      rssHref="/rss.xml"
    />
  );
}
