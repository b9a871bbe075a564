import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  ClapButton,
  Comments,
  FollowRow,
  PortableBody,
  PostHeader,
  PostLayout,
  PostNav,
  ScrollProgress,
  ShareDialog,
  useScrollProgress,
} from '../../ui';
import { renderBlogImage } from '../components/BlogImage';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { Link } from '../components/Link';
import { Seo } from '../components/Seo';
import { owner, siteUrl } from '../config/site';
import { useClaps } from '../hooks/useClaps';
import { useComments } from '../hooks/useComments';
import { copyText, COPY_CONFIRM_MS, useShare } from '../hooks/useShare';
import { useTimedValue } from '../hooks/useTimedValue';
import { toPostLink, toPostPage, type PostNode } from '../mappers/blog';

type PostData = { sanityPost: PostNode | null };
type Neighbour = { title: string; slug: string } | null;
export type PostContext = { id: string; slug: string; previous: Neighbour; next: Neighbour };

export default function PostTemplate({ data, pageContext }: PageProps<PostData, PostContext>) {
  const post = useMemo(() => toPostPage(data.sanityPost), [data]);
  const slug = post?.slug ?? pageContext.slug;
  const progress = useScrollProgress();
  const claps = useClaps(slug, post?.claps ?? 0);
  const share = useShare(post?.title ?? '');
  const comments = useComments(slug);
  const [copiedKey, showCopied] = useTimedValue<string>(COPY_CONFIRM_MS);
  const [loadedVideos, setLoadedVideos] = useState<string[]>([]);

  const copyCode = useCallback(
    ({ key, code }: { key: string; code: string }) => {
      copyText(code).then(
        () => showCopied(key),
        (error: unknown) => console.warn('Could not copy the code', error),
      );
    },
    [showCopied],
  );
  const loadVideo = useCallback(({ key }: { key: string }) => {
    setLoadedVideos((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, []);

  if (!post) return null;
  return (
    <>
      <ScrollProgress value={progress} orientation="horizontal" label="Reading progress" />
      <BlogSiteHeader />
      <main>
        <PostLayout>
          <PostHeader
            title={post.title}
            publishedAt={post.publishedAt}
            readingMinutes={post.readingMinutes}
            categories={post.categories}
            image={post.image}
            renderImage={renderBlogImage}
            actions={
              <>
                <ClapButton
                  count={claps.count}
                  highlighted={claps.highlighted}
                  onClap={claps.clap}
                />
                <Button type="button" data-variant="outline" onClick={share.show}>
                  Share
                </Button>
              </>
            }
          />
          <PortableBody
            value={post.body}
            copiedKey={copiedKey}
            onCopyCode={copyCode}
            loadedVideos={loadedVideos}
            onLoadVideo={loadVideo}
            linkAs={Link}
          />
          <FollowRow links={owner.social} />
          <Comments
            comments={comments.comments}
            loading={comments.loading}
            loggedIn={comments.loggedIn}
            text={comments.text}
            onTextChange={({ value }) => comments.setText(value)}
            onSubmit={comments.submit}
            submitting={comments.submitting}
            error={comments.error}
            linkAs={Link}
          />
          <PostNav
            previous={toPostLink(pageContext.previous)}
            next={toPostLink(pageContext.next)}
            linkAs={Link}
          />
        </PostLayout>
      </main>
      <ShareDialog
        open={share.open}
        onClose={share.close}
        url={share.url}
        shortUrl={share.shortUrl}
        status={share.status}
        copied={share.copied}
        onShorten={share.shorten}
        onCopy={share.copy}
        canNativeShare={share.canNativeShare}
        onNativeShare={share.nativeShare}
      />
    </>
  );
}

export const query = graphql`
  query PostPage($id: String!) {
    sanityPost(id: { eq: $id }) {
      title
      slug {
        current
      }
      publishedAt
      claps
      _rawBody
      bodyHighlights
      mainImage {
        alt
        asset {
          gatsbyImage(width: 760, height: 428, layout: CONSTRAINED)
        }
      }
      categories {
        _id
        title
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<PostData, PostContext>) {
  const post = toPostPage(data.sanityPost);
  if (!post) return null;
  const path = `/blog/${post.slug}`;
  const image = post.imageUrl
    ? post.imageUrl.startsWith('http')
      ? post.imageUrl
      : `${siteUrl}${post.imageUrl}`
    : undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    keywords: post.keywords.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteUrl}${path}` },
    url: `${siteUrl}${path}`,
    ...(image ? { image: [image] } : {}),
    author: { '@type': 'Person', name: owner.name, url: siteUrl },
    publisher: { '@type': 'Person', name: owner.name },
  };
  return (
    <Seo
      title={`${post.title} | ${owner.name}`}
      description={post.description}
      path={path}
      keywords={post.keywords}
      image={image}
    >
      <meta property="article:published_time" content={post.publishedAt} />
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
        title={`${owner.name} | Blog`}
        href="/rss.xml"
      />
      <script
        type="application/ld+json"
        // JSON.stringify output with `<` escaped cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </Seo>
  );
}
