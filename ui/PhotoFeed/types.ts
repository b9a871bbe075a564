/** One item of a CAROUSEL_ALBUM post. */
export type FeedChild = {
  id?: string;
  /** IMAGE or VIDEO; anything else is shown as an image. */
  mediaType?: string;
  mediaUrl: string;
};

/** A post of the photo feed, as the feed JSON gives it. */
export type FeedPost = {
  id: string;
  /** VIDEO, CAROUSEL_ALBUM, otherwise an image. */
  mediaType: string;
  /** Reels are videos whatever their mediaType says. */
  isReel?: boolean;
  mediaUrl: string;
  /** A video's still (the photo service's thumbnail_url), shown until it plays. */
  thumbnailUrl?: string;
  caption: string;
  permalink: string;
  children?: FeedChild[];
};

/** The account the feed belongs to. */
export type FeedProfile = {
  /** Handle without '@'; empty when the feed was a bare array. */
  username: string;
  /** Avatar URL; empty when unknown. */
  profilePictureUrl: string;
};

export const isVideo = (media: { mediaType?: string; isReel?: boolean }): boolean =>
  media.mediaType === 'VIDEO' || media.isReel === true;

/** Cuts `text` to `limit` characters and adds an ellipsis when anything was cut. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : text;
}
