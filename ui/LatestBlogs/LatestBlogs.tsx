import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link, VisuallyHidden } from '../primitives';
import { Card, Empty, Grid, Heading, Media, More, Root } from './LatestBlogs.styles';
import { LATEST_POSTS_LIMIT } from './limit';

export type LatestPostImage = {
  /** Text alternative. */
  alt: string;
  /** Plain URL for the default renderer. */
  src?: string;
  /** Opaque image data for a custom `renderImage`. */
  data?: unknown;
};

export type LatestPost = {
  /** The post's slug; the card links to /blog/{slug}. */
  slug: string;
  title: string;
  image?: LatestPostImage;
};

export type LatestBlogsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Newest first; at most 6 are shown. */
  posts: LatestPost[];
  /** Section heading. @default 'Latest Blogs' */
  heading?: string;
  /** Renders a card's image (16:9). */
  renderImage?: (image: LatestPostImage, options: { className: string }) => ReactNode;
};

const defaultRenderImage = (image: LatestPostImage, { className }: { className: string }) => (
  <img
    src={image.src}
    alt={image.alt}
    width={640}
    height={360}
    loading="lazy"
    decoding="async"
    className={className}
  />
);

/** Latest blogs: up to 6 image-and-title cards to /blog/{slug}, then 'Read More' to /blog. */
export function LatestBlogs({
  posts,
  heading = 'Latest Blogs',
  renderImage = defaultRenderImage,
  ...rest
}: LatestBlogsProps) {
  const titleId = useId();
  const shown = posts.slice(0, LATEST_POSTS_LIMIT);
  return (
    <Root id="blogs" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      {shown.length === 0 ? (
        <Empty>No posts yet.</Empty>
      ) : (
        <Grid>
          {shown.map((post) => (
            <li key={post.slug}>
              <Card>
                <Media>
                  {post.image &&
                    renderImage(
                      // The title names the card; an alt repeating it would be read twice.
                      { ...post.image, alt: post.image.alt === post.title ? '' : post.image.alt },
                      { className: 'post-image' },
                    )}
                </Media>
                <h3>
                  <Link href={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
              </Card>
            </li>
          ))}
        </Grid>
      )}
      <More>
        <Link href="/blog">
          Read More<VisuallyHidden> blog articles</VisuallyHidden>
        </Link>
      </More>
    </Root>
  );
}
