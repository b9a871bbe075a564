import type { BlogImage } from '../PostCard/types';

/** Any portable-text node: text blocks, `code`, `youtube`, `figure`, or types this body does not know. */
export type BodyBlock = { _type: string; _key?: string; [field: string]: unknown };

/** A `code` block as the body renders it. */
export type CodeBlockValue = {
  _type: 'code';
  _key: string;
  code?: string;
  language?: string;
  filename?: string;
  /**
   * Highlighted HTML of `code`, produced at build time (rendered as HTML: never pass a field
   * from the content itself here); plain text is shown without it.
   */
  html?: string;
};

/** A `youtube` block as the body renders it. */
export type YoutubeBlockValue = {
  _type: 'youtube';
  _key: string;
  url?: string;
  /** The 11-character video id, or null when `url` holds none. */
  videoId?: string | null;
};

/** A `figure` block as the body renders it: a picture with its alt text and optional caption. */
export type FigureBlockValue = {
  _type: 'figure';
  _key: string;
  /** What the picture shows (the block's required alt text). */
  alt?: string;
  /** A line under the picture. */
  caption?: string;
  /**
   * The picture, ready to draw: `src` for the default `<img>`, `data` for the body's
   * `renderImage` (the site's build-time image data). Without one the figure is left out.
   */
  image?: BlogImage;
};
