import type { HTMLAttributes } from 'react';
import { Loader } from '../Loader';
import { PostCard, type PostSummary, type RenderBlogImage } from '../PostCard';
import { Grid } from '../primitives/Grid';
import { Empty, Root } from './PostGrid.styles';

export type PostGridProps = HTMLAttributes<HTMLElement> & {
  /** Posts to show, in order. */
  posts: PostSummary[];
  /** Shows the loader instead of the grid. @default false */
  loading?: boolean;
  /** Passed to each card. */
  renderImage?: RenderBlogImage;
  /** How many of the first cards load their image at once. @default 2 */
  eagerCount?: number;
  /** Shown when there are no posts. @default 'No posts here yet.' */
  emptyText?: string;
  /** Accessible name of the section. @default 'Posts' */
  label?: string;
};

/** The blog's grid of post cards: 1, 2, 3 or 4 columns by width, a loader or an empty line. */
export function PostGrid({
  posts,
  loading = false,
  renderImage,
  eagerCount = 2,
  emptyText = 'No posts here yet.',
  label = 'Posts',
  ...rest
}: PostGridProps) {
  return (
    <Root aria-label={label} aria-busy={loading} {...rest}>
      {loading ? (
        <Loader />
      ) : posts.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3, xl: 4 }} gap={5}>
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} renderImage={renderImage} eager={index < eagerCount} />
            </li>
          ))}
        </Grid>
      )}
    </Root>
  );
}
