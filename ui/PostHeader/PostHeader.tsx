import type { HTMLAttributes, ReactNode } from 'react';
import { PlainImage } from '../PostCard/PlainImage';
import {
  formatPostDate,
  type BlogImage,
  type PostCategory,
  type RenderBlogImage,
} from '../PostCard/types';
import { Actions, Chips, HeaderDraftBadge, Media, Meta, Root, Title } from './PostHeader.styles';

export type PostHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The post's title (the page's h1). */
  title: string;
  /** ISO date-time of publication. */
  publishedAt: string;
  /** Estimated reading time in whole minutes. */
  readingMinutes: number;
  /** Category chips above the title. @default [] */
  categories?: PostCategory[];
  /** The main image, loaded eagerly with high priority (it is the page's largest paint). */
  image?: BlogImage;
  /** Renders the image through the site's image pipeline; a plain <img> otherwise. */
  renderImage?: RenderBlogImage;
  /** Controls under the image, e.g. the clap and share buttons. */
  actions?: ReactNode;
  /** Not published: a "Draft" badge above the title (drafts show in develop and previews). @default false */
  draft?: boolean;
};

/**
 * The top of a post: categories, title, date and reading time, main image and actions; a draft
 * gets a "Draft" badge first.
 */
export function PostHeader({
  title,
  publishedAt,
  readingMinutes,
  categories = [],
  image,
  renderImage,
  actions,
  draft = false,
  ...rest
}: PostHeaderProps) {
  return (
    <Root {...rest}>
      {draft && <HeaderDraftBadge />}
      {categories.length > 0 && (
        <Chips aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id}>{category.title}</li>
          ))}
        </Chips>
      )}
      <Title>{title}</Title>
      <Meta>
        <time dateTime={publishedAt}>{formatPostDate(publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingMinutes} min read</span>
      </Meta>
      {image && (
        <Media>
          {renderImage ? (
            renderImage({ image, loading: 'eager' })
          ) : (
            <PlainImage image={image} loading="eager" />
          )}
        </Media>
      )}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
