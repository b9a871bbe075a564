import type { HeadFC } from 'gatsby';
import { ErrorScreen } from '../../ui';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { Seo } from '../components/Seo';
import { useSiteSettings } from '../hooks/useSiteSettings';

export default function NotFoundPage() {
  return (
    <>
      <BlogSiteHeader />
      <ErrorScreen
        id="main"
        code="404"
        title="Page not found"
        message="The page you were looking for does not exist or has moved."
        links={[
          { label: 'Go to the home page', href: '/' },
          { label: 'Read the blog', href: '/blog' },
        ]}
      />
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  // Seo marks it noindex (src/lib/indexing.ts).
  return (
    <Seo
      title={`Page not found | ${site.name}`}
      description="The page you were looking for does not exist."
      path="/404"
    />
  );
};
