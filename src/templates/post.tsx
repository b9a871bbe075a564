import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { headingsOf, PostColumns, PostHeader, PostLayout } from '../../ui';
import { renderBlogImage } from '../components/BlogImage';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { PageScrollProgress } from '../components/PageScrollProgress';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { siteUrl } from '../config/site';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { postCard } from '../lib/socialCard';
import {
  FollowSection,
  PostActions,
  PostBody,
  PostComments,
  PostNavSection,
  PostToc,
  TOC_MIN_HEADINGS,
} from '../sections/post';
import { toPostLink, toPostPage } from '../mappers/blog';

type Neighbour = { title: string; slug: string } | null;
/** What gatsby-node's createPages passes each post page (page context has no generated type). */
export type PostContext = { id: string; slug: string; previous: Neighbour; next: Neighbour };

export default function PostTemplate({
  data,
  pageContext,
}: PageProps<Queries.PostPageQuery, PostContext>) {
  const site = useSiteSettings();
  const post = useMemo(() => toPostPage(data.sanityPost), [data]);
  const previous = useMemo(() => toPostLink(pageContext.previous), [pageContext.previous]);
  const next = useMemo(() => toPostLink(pageContext.next), [pageContext.next]);
  const headings = useMemo(() => (post ? headingsOf(post.body) : []), [post]);

  if (!post) return null;
  const body = (
    <PostBody value={post.body} path={`/blog/${post.slug}`} renderImage={renderBlogImage} />
  );
  const hasProfiles = Object.keys(site.social).length > 0;
  return (
    <>
      <BlogSiteHeader />
      <main id="main">
        {/* Fixed to the viewport; inside <main> so that all content sits in a landmark. */}
        <PageScrollProgress orientation="horizontal" label="Reading progress" />
        <PostLayout>
          <PostHeader
            title={post.title}
            publishedAt={post.publishedAt}
            readingMinutes={post.readingMinutes}
            categories={post.categories}
            image={post.image}
            renderImage={renderBlogImage}
            draft={post.draft}
            // A draft (shown by `gatsby develop` only) has no claps, shares or comments yet: the
            // API knows published posts only, as /preview does.
            actions={
              post.draft ? undefined : (
                <PostActions slug={post.slug} title={post.title} builtClaps={post.claps} />
              )
            }
          />
          {headings.length >= TOC_MIN_HEADINGS ? (
            <PostColumns aside={<PostToc headings={headings} />}>{body}</PostColumns>
          ) : (
            body
          )}
          {hasProfiles && <FollowSection links={site.social} />}
          {!post.draft && <PostComments slug={post.slug} />}
          <PostNavSection previous={previous} next={next} />
        </PostLayout>
      </main>
      <SiteFooter />
    </>
  );
}

export const query = graphql`
  query PostPage($id: String!) {
    sanityPost(id: { eq: $id }) {
      ...SanityPostFull
      bodyHighlights
      bodyImages {
        ...SanityBodyImage
      }
    }
    # Read by gatsby-ssr for the post's JSON-LD (src/lib/structuredData.ts).
    sanitySiteSettings {
      ...SanitySiteAuthor
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.PostPageQuery, PostContext>) {
  const site = useSiteSettings();
  const post = toPostPage(data.sanityPost);
  if (!post) return null;
  const path = `/blog/${post.slug}`;
  // The post's own 1200x630 card, drawn at build time (build/social-cards/).
  const card = postCard({
    slug: post.slug,
    title: post.title,
    category: post.categories[0]?.title,
    publishedAt: post.publishedAt,
    siteName: site.name,
  });
  return (
    <Seo
      title={`${post.title} | ${site.name}`}
      description={post.description}
      path={path}
      keywords={post.keywords}
      image={card}
      type="article"
    >
      <meta property="article:published_time" content={post.publishedAt} />
      {post.updatedAt && <meta property="article:modified_time" content={post.updatedAt} />}
      {post.categories.map((c) => (
        <meta key={c.id} property="article:tag" content={c.title} />
      ))}
      {pageContext.previous && (
        <link rel="prev" href={`${siteUrl}/blog/${pageContext.previous.slug}`} />
      )}
      {pageContext.next && <link rel="next" href={`${siteUrl}/blog/${pageContext.next.slug}`} />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name} | Blog`}
        href="/rss.xml"
      />
    </Seo>
  );
}
