/** Any portable-text node: text blocks, `code`, `youtube`, or types this body does not know. */
export type BodyBlock = { _type: string; _key?: string; [field: string]: unknown };

/** A `code` block as the body renders it. */
export type CodeBlockValue = {
  _type: 'code';
  _key: string;
  code?: string;
  language?: string;
  filename?: string;
  /** Highlighted HTML of `code`, produced at build time; plain text is shown without it. */
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
