import type { ReactNode } from 'react';
import { Badge, MediaFrame, VideoControls } from './PhotoFeed.styles';
import { isVideo } from './types';
import { useVideo, type VideoMode } from './useVideo';

const PlayIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M7 4.5v15l13-7.5z" />
  </svg>
);
const PauseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
);
const SoundIcon = ({ off }: { off: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    {off ? (
      <path d="M17 9l5 6M22 9l-5 6" />
    ) : (
      <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />
    )}
  </svg>
);

export type FeedVideoProps = {
  /** Video URL; only set on the element once it is near the viewport. */
  src: string;
  /** 'grid' starts muted and plays while visible; 'modal' plays at once. */
  mode: VideoMode;
  /** Start playing without a press (never under reduced motion). @default true */
  autoPlay?: boolean;
  /** Accessible name of the video. */
  label: string;
  /** A still shown until the video plays (and for good under reduced motion). */
  poster?: string;
};

/** A looping inline video with play/pause and mute/unmute buttons. */
export function FeedVideo({ src, mode, autoPlay = true, label, poster }: FeedVideoProps) {
  const { ref, near, playing, muted, togglePlay, toggleMute } = useVideo(mode, autoPlay);
  return (
    <>
      {/* The photo service gives no caption tracks; the post's caption is shown beside it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        src={near ? src : undefined}
        poster={poster}
        preload="none"
        loop
        playsInline
        muted={muted}
        aria-label={label}
        data-loaded={near}
      />
      <VideoControls>
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? 'Pause video' : 'Play video'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          onClick={toggleMute}
          aria-label={muted ? 'Unmute video' : 'Mute video'}
        >
          <SoundIcon off={muted} />
        </button>
      </VideoControls>
    </>
  );
}

export type FeedMediaProps = {
  /** The post's media: an image, or a video (a reel) with its thumbnail. */
  media: { mediaType?: string; isReel?: boolean; mediaUrl: string; thumbnailUrl?: string };
  /** 'grid' for the feed's tiles, 'modal' for the opened post (see FeedVideo). */
  mode: VideoMode;
  /** Text alternative for images and the video's name. */
  alt: string;
  /** Lazy-load images (below the fold). @default true */
  lazy?: boolean;
  /** Start a video playing without a press (never under reduced motion). @default true */
  autoPlay?: boolean;
  /** Extra overlay, e.g. an album badge. */
  badge?: ReactNode;
};

/** One image or video in a square frame (grid) or a large letterboxed frame (modal). */
export function FeedMedia({ media, mode, alt, lazy = true, autoPlay, badge }: FeedMediaProps) {
  return (
    <MediaFrame data-size={mode === 'modal' ? 'large' : 'square'}>
      {isVideo(media) ? (
        <FeedVideo
          key={media.mediaUrl}
          src={media.mediaUrl}
          poster={media.thumbnailUrl}
          mode={mode}
          autoPlay={autoPlay}
          label={alt}
        />
      ) : (
        <img
          src={media.mediaUrl}
          alt={alt}
          width={600}
          height={600}
          loading={lazy ? 'lazy' : 'eager'}
          decoding={lazy ? 'async' : 'auto'}
        />
      )}
      {badge && <Badge>{badge}</Badge>}
    </MediaFrame>
  );
}
