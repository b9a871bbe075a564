import type { HeadFC } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import {
  ErrorScreen,
  Loader,
  PortableBody,
  PostHeader,
  PostLayout,
  PreviewNotice,
  type BlogImage,
} from '../../ui';
import { BlogSiteHeader } from '../components/BlogSiteHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { apiUrl, getPreview } from '../client/preview';
import { useLoad } from '../hooks/useLoad';
import { readingMinutes, toBodyBlocks } from '../mappers/blog';
import type { PreviewPost } from '../../shared/schemas';

/** The link's token: after the `#`, so it never reaches a server log or a Referer header. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/** The body's pictures at the API's address. */
function withPictures(body: PreviewPost['body']) {
  return toBodyBlocks(body).map((block) => {
    const image = block.image as BlogImage | undefined;
    return block._type === 'figure' && image?.src
      ? { ...block, image: { ...image, src: apiUrl(image.src) } }
      : block;
  });
}

/**
 * /preview#<token>: a draft post shown through a private preview link made in /admin, with the
 * site's own post components. Built as an empty shell (noindex) and filled in the browser; the
 * API answers the draft to anyone holding a live link (docs/admin.md, Previews).
 */
export default function PreviewPage() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const follow = () => setToken(tokenOf(window.location.hash));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const preview = useLoad(token ? `preview:${token}` : undefined, (signal) =>
    getPreview(token ?? '', signal),
  );
  const post = preview.data?.post;
  const body = useMemo(() => (post ? withPictures(post.body) : []), [post]);

  let content;
  if (token === '') {
    content = (
      <ErrorScreen
        id="main"
        code="404"
        title="Preview not found"
        message="This address has no preview link in it: open the whole link you were given."
        links={[{ label: 'Read the blog', href: '/blog' }]}
      />
    );
  } else if (preview.error !== undefined) {
    content = (
      <ErrorScreen
        id="main"
        code={preview.status === 404 ? '404' : undefined}
        title="Preview not available"
        message={preview.error}
        onRetry={preview.status === 404 ? undefined : preview.reload}
        links={[{ label: 'Read the blog', href: '/blog' }]}
      />
    );
  } else if (!post || !preview.data) {
    content = (
      <main id="main">
        <PostLayout>
          <Loader label="Loading the preview..." />
        </PostLayout>
      </main>
    );
  } else {
    const cover = post.cover ? { ...post.cover, src: apiUrl(post.cover.src) } : undefined;
    content = (
      <main id="main">
        <PostLayout>
          <PreviewNotice expiresAt={preview.data.expiresAt} />
          <PostHeader
            draft
            title={post.title}
            publishedAt={post.publishedAt ?? post.updatedAt}
            readingMinutes={readingMinutes(post.body)}
            categories={post.categories}
            image={cover}
          />
          <PortableBody value={body} />
        </PostLayout>
      </main>
    );
  }

  return (
    <>
      <BlogSiteHeader />
      {content}
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Draft preview | ${site.name}`}
      description="A private preview of a draft post."
      path="/preview"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </Seo>
  );
};
