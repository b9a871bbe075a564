export { PhotoFeed, type PhotoFeedProps } from './PhotoFeed';
export { FeedModal, type FeedModalProps } from './FeedModal';
export { FeedMedia, FeedVideo, type FeedMediaProps, type FeedVideoProps } from './media';
export { useVideo } from './useVideo';
export { isVideo, truncate, type FeedChild, type FeedPost, type FeedProfile } from './types';
