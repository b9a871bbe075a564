import { useId, type HTMLAttributes } from 'react';
import { ErrorScreen } from '../ErrorScreen';
import { Button } from '../primitives';
import { FeedMedia } from './media';
import { FeedModal } from './FeedModal';
import {
  Grid,
  Heading,
  Message,
  Pending,
  More,
  Post,
  PostActions,
  PostBody,
  Profile,
  Root,
} from './PhotoFeed.styles';
import { isVideo, truncate, type FeedPost, type FeedProfile } from './types';

export type PhotoFeedProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /**
   * Where the data is: 'loading' shows 'Loading...'; 'error' an error state with
   * 'Error: {message}' and, given `onRetry`, a 'Try again' button.
   */
  status: 'loading' | 'error' | 'ready';
  /** The failure's message, shown after 'Error: '. */
  errorMessage?: string;
  /** Called by the error state's 'Try again' button (the page fetches the feed again). */
  onRetry?: () => void;
  /** The account; its avatar and handle head the feed when the handle is known. */
  profile?: FeedProfile;
  /** The account's page on the photo service (the handle links there). */
  profileUrl?: string;
  /** All posts; the first `visibleCount` are shown. */
  posts: FeedPost[];
  /** How many posts are shown. @default 6 */
  visibleCount?: number;
  /** How many 'Load More' adds. @default 6 */
  pageSize?: number;
  /** Called by 'Load More' with the new count (never more than the number of posts). */
  onLoadMore: (change: { visibleCount: number }) => void;
  /** Id of the post open in the modal, or null ('No content to display' if no post has it). */
  openPostId: string | null;
  /** Called when a post's open button or the modal's close asks to change it. */
  onOpenPostChange: (change: { id: string | null }) => void;
  /** Which child of an open album is shown. @default 0 */
  carouselIndex?: number;
  /** Called by the album's previous/next buttons. */
  onCarouselIndexChange: (change: { index: number }) => void;
  /** Caption length in the grid before the ellipsis. @default 100 */
  captionLimit?: number;
  /** Autoplay videos (muted in the grid, in the modal); never under reduced motion. @default true */
  autoPlay?: boolean;
  /** Lazy-load images. @default true */
  lazyImages?: boolean;
};

function mediaLabel(post: FeedPost): string {
  const kind = isVideo(post) ? 'Video' : post.mediaType === 'CAROUSEL_ALBUM' ? 'Album' : 'Photo';
  return post.caption ? `${kind}: ${truncate(post.caption, 100)}` : kind;
}

/**
 * The photo feed: the account's avatar and handle, a 1/2/3-column grid of posts (media,
 * caption cut to 100 characters, 'View on Instagram', a button opening the post large) with
 * 'Load More', and the loading, error and empty states. Fully controlled.
 */
export function PhotoFeed({
  status,
  errorMessage = '',
  onRetry,
  profile,
  profileUrl,
  posts,
  visibleCount = 6,
  pageSize = 6,
  onLoadMore,
  openPostId,
  onOpenPostChange,
  carouselIndex = 0,
  onCarouselIndexChange,
  captionLimit = 100,
  autoPlay = true,
  lazyImages = true,
  ...rest
}: PhotoFeedProps) {
  const headingId = useId();
  const handle = profile?.username ?? '';
  const shown = posts.slice(0, visibleCount);
  const openPost = posts.find((p) => p.id === openPostId) ?? null;

  let content;
  if (status === 'loading') {
    content = (
      <Pending>
        <Message role="status">Loading...</Message>
      </Pending>
    );
  } else if (status === 'error') {
    content = (
      <ErrorScreen
        variant="section"
        title="The photos could not be loaded"
        message="The photo feed did not answer as expected. This is usually temporary: try again in a moment."
        detail={`Error: ${errorMessage}`}
        onRetry={onRetry}
      />
    );
  } else if (posts.length === 0) {
    content = <Message role="status">No data available</Message>;
  } else {
    content = (
      <>
        <Grid aria-label="Posts">
          {shown.map((post, i) => (
            <li key={post.id}>
              <Post aria-label={`Post ${i + 1}`}>
                <FeedMedia
                  media={post}
                  mode="grid"
                  alt={mediaLabel(post)}
                  lazy={lazyImages && i >= 3}
                  autoPlay={autoPlay}
                  badge={
                    post.mediaType === 'CAROUSEL_ALBUM' && post.children?.length
                      ? `1 / ${post.children.length}`
                      : undefined
                  }
                />
                <PostBody>
                  {post.caption && <p>{truncate(post.caption, captionLimit)}</p>}
                  <PostActions>
                    <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                      View on Instagram
                    </a>
                    <Button
                      type="button"
                      variant="outline"
                      aria-haspopup="dialog"
                      onClick={() => onOpenPostChange({ id: post.id })}
                    >
                      Open post
                    </Button>
                  </PostActions>
                </PostBody>
              </Post>
            </li>
          ))}
        </Grid>
        {visibleCount < posts.length && (
          <More>
            <Button
              type="button"
              onClick={() =>
                onLoadMore({ visibleCount: Math.min(visibleCount + pageSize, posts.length) })
              }
            >
              Load More
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <Root aria-labelledby={headingId} {...rest}>
      <Profile>
        <Heading id={headingId}>
          {handle ? (
            <a href={profileUrl} target="_blank" rel="noopener noreferrer">
              {profile?.profilePictureUrl && (
                <img src={profile.profilePictureUrl} alt="" width={64} height={64} />
              )}
              <span>@{handle}</span>
            </a>
          ) : (
            <span data-fallback="">Photos</span>
          )}
        </Heading>
      </Profile>
      {content}
      <FeedModal
        open={openPostId !== null}
        post={openPost}
        carouselIndex={carouselIndex}
        onCarouselIndexChange={onCarouselIndexChange}
        onClose={() => onOpenPostChange({ id: null })}
        autoPlay={autoPlay}
      />
    </Root>
  );
}
