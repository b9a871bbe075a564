import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Dialog, IconButton } from '../primitives';
import { FeedMedia } from './media';
import { CarouselNav, ModalBody } from './PhotoFeed.styles';
import { truncate, type FeedPost } from './types';

export type FeedModalProps = {
  /** The open post. */
  post: FeedPost | null;
  /**
   * Whether the modal is shown. Open without a post (one asked for that the feed does not
   * hold), it says 'No content to display'. @default post !== null
   */
  open?: boolean;
  /** Which child of a CAROUSEL_ALBUM is shown. */
  carouselIndex: number;
  /** Called by previous/next with the wrapped index. */
  onCarouselIndexChange: (change: { index: number }) => void;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Caption length before the ellipsis. @default 30 */
  captionLimit?: number;
  /** Autoplay the video (never under reduced motion). @default true */
  autoPlay?: boolean;
};

/**
 * A post shown large: media, the caption cut to 30 characters, 'View on Instagram'; albums
 * get previous/next buttons that wrap. Built on Dialog (focus trap, Escape, backdrop, scroll
 * lock, focus return).
 */
export function FeedModal({
  post,
  open = post !== null,
  carouselIndex,
  onCarouselIndexChange,
  onClose,
  captionLimit = 30,
  autoPlay = true,
}: FeedModalProps) {
  const children = post?.mediaType === 'CAROUSEL_ALBUM' ? (post.children ?? []) : [];
  const count = children.length;
  const index = count > 0 ? ((carouselIndex % count) + count) % count : 0;
  const media = count > 0 ? (children[index] ?? post!) : post;
  const caption = post ? truncate(post.caption, captionLimit) : '';
  return (
    <Dialog open={open} onClose={onClose} label="Post" size="large">
      {post && media && (
        <ModalBody>
          <FeedMedia
            media={count > 0 ? media : post}
            mode="modal"
            alt={post.caption ? truncate(post.caption, 100) : 'Post'}
            lazy={false}
            autoPlay={autoPlay}
          />
          {count > 1 && (
            <CarouselNav>
              <IconButton
                type="button"
                aria-label="Previous media"
                onClick={() => onCarouselIndexChange({ index: (index - 1 + count) % count })}
              >
                <ChevronLeftIcon />
              </IconButton>
              <p aria-live="polite">
                {index + 1} / {count}
              </p>
              <IconButton
                type="button"
                aria-label="Next media"
                onClick={() => onCarouselIndexChange({ index: (index + 1) % count })}
              >
                <ChevronRightIcon />
              </IconButton>
            </CarouselNav>
          )}
          {caption && <p>{caption}</p>}
          <p>
            <a href={post.permalink} target="_blank" rel="noopener noreferrer">
              View on Instagram
            </a>
          </p>
        </ModalBody>
      )}
    </Dialog>
  );
}
