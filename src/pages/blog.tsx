import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import { ALL_CATEGORIES, BlogBanner, CategoryFilter, PostGrid } from '../../ui';
import { renderBlogImage } from '../components/BlogImage';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { Seo } from '../components/Seo';
import { useHydrated } from '../hooks/useHydrated';
import { hydrateLater } from '../components/HydrateLater';
import { SiteFooter } from '../components/SiteFooter';
import { blogDescription, owner } from '../config/site';
import {
  categorySearch,
  filterPosts,
  readCategoryParam,
  toCategoryOptions,
  toPostSummaries,
} from '../mappers/blog';

// The cards hydrate in slices after the first paint (see HydrateLater); `visible` keeps its
// identity until the category changes, so the boundary is not disturbed before then.
const PostGridSection = hydrateLater(PostGrid);

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
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
        <BlogBanner
          subtitle={`Notes on React, Node.js, databases and shipping software, by ${owner.name}.`}
        />
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
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title={`Coding Blogs | ${owner.name}`}
    description={blogDescription}
    path="/blog"
    keywords={['blog', 'coding', 'React', 'Node.js', 'TypeScript', owner.name]}
  >
    <link
      rel="alternate"
      type="application/rss+xml"
      title={`${owner.name} | Blog`}
      href="/rss.xml"
    />
  </Seo>
);
