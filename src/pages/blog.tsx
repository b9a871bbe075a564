import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import { ALL_CATEGORIES, BlogBanner, CategoryFilter, PostGrid } from '../../ui';
import { renderBlogImage } from '../components/BlogImage';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { Seo } from '../components/Seo';
import { useHydrated } from '../hooks/useHydrated';
import { hydrateLater } from '../hydration';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { blogDescription } from '../mappers/site';
import {
  categorySearch,
  filterPosts,
  readCategoryParam,
  toCategoryOptions,
  toPostSummaries,
} from '../mappers/blog';

// The cards hydrate in slices after the first paint (see src/hydration); `visible` keeps its
// identity until the category changes, so the boundary is not disturbed before then.
const PostGridSection = hydrateLater(PostGrid);

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const site = useSiteSettings();
  const posts = useMemo(() => toPostSummaries(data.allSanityPost.nodes), [data]);
  const categories = useMemo(() => toCategoryOptions(data.allSanityCategory.nodes), [data]);
  // The HTML is built at All; the URL's choice is applied after hydration so both renders match.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const category = !hydrated
    ? ALL_CATEGORIES
    : (chosen ?? readCategoryParam(location.search, categories));

  const choose = useCallback(({ value }: { value: string }) => {
    setChosen(value);
    // Replace, not push: the filter is a view of this page, not a new page in history.
    window.history.replaceState(window.history.state, '', `/blog${categorySearch(value)}`);
  }, []);

  const visible = useMemo(() => filterPosts(posts, category), [posts, category]);
  return (
    <>
      <BlogSiteHeader />
      <main id="main">
        <CategoryFilter categories={categories} value={category} onChange={choose} />
        <BlogBanner subtitle={site.blog.subtitle} />
        <PostGridSection
          posts={visible}
          renderImage={renderBlogImage}
          emptyText="No posts in this category yet."
        />
      </main>
      <SiteFooter />
    </>
  );
}

export const query = graphql`
  query BlogPage {
    allSanityPost(sort: { publishedAt: DESC }, filter: { slug: { current: { ne: null } } }) {
      nodes {
        ...SanityPostCard
      }
    }
    allSanityCategory(sort: { title: ASC }) {
      nodes {
        ...SanityCategoryChip
      }
    }
    # Read by gatsby-ssr for the blog's JSON-LD (src/lib/structuredData.ts).
    sanitySiteSettings {
      ...SanitySiteAuthor
    }
  }
`;

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Coding Blogs | ${site.name}`}
      description={blogDescription(site)}
      path="/blog"
      keywords={[...site.blog.keywords, site.name]}
    >
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name} | Blog`}
        href="/rss.xml"
      />
    </Seo>
  );
};
