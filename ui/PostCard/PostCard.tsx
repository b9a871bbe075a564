import type { HTMLAttributes } from 'react';
import { DraftBadge } from '../DraftBadge';
import { Link } from '../primitives';
import { PlainImage } from './PlainImage';
import { Action, Body, Chip, Chips, Media, Meta, MetaRow, Root, Title } from './PostCard.styles';
import { formatPostDate, type PostSummary, type RenderBlogImage } from './types';

export type PostCardProps = HTMLAttributes<HTMLElement> & {
  /** The post to show. */
  post: PostSummary;
  /** Address of the full post. @default `/blog/${post.slug}` */
  href?: string;
  /** Renders the image through the site's image pipeline; a plain <img> otherwise. */
  renderImage?: RenderBlogImage;
  /** Load the image at once (the first cards above the fold). @default false */
  eager?: boolean;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
};

/**
 * A post in the blog grid: image, date, category chips, title and 'Read Full Article'; a draft
 * (`post.draft`) carries a "Draft" badge before its date.
 */
export function PostCard({
  post,
  href = `/blog/${post.slug}`,
  renderImage,
  eager = false,
  headingLevel = 2,
  ...rest
}: PostCardProps) {
  const loading = eager ? 'eager' : 'lazy';
  // The visible text starts the accessible name, which also says which article it opens.
  const label = `Read Full Article: ${post.title}`;
  return (
    <Root {...rest}>
      <Media>
        {post.image &&
          (renderImage ? (
            renderImage({ image: post.image, loading })
          ) : (
            <PlainImage image={post.image} loading={loading} />
          ))}
      </Media>
      <Body>
        {post.draft ? (
          <MetaRow>
            <DraftBadge />
            <Meta dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</Meta>
          </MetaRow>
        ) : (
          <Meta dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</Meta>
        )}
        {post.categories.length > 0 && (
          <Chips aria-label="Categories">
            {post.categories.map((category) => (
              <Chip key={category.id}>{category.title}</Chip>
            ))}
          </Chips>
        )}
        <Title as={headingLevel === 3 ? 'h3' : 'h2'}>{post.title}</Title>
        <Action>
          <Link href={href} aria-label={label}>
            Read Full Article
          </Link>
        </Action>
      </Body>
    </Root>
  );
}
