/**
 * The portable-text block shapes inside a post's `_rawBody`. GraphQL types `_rawBody` as JSON
 * (`Record<string, unknown>` in the generated types, though a body is an array of these), so
 * they are the one part of the content graphqlTypegen cannot describe; everything else is
 * `Queries.*` in src/gatsby-types.d.ts.
 * Data from the body is untrusted JSON: src/lib/portableText checks each block before use.
 */

export type PortableTextSpan = { _type: 'span'; _key: string; text: string; marks: string[] };
export type PortableTextTextBlock = {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: PortableTextSpan[];
};
/** A `code` block: `language` is a lowercase name (tsx, typescript, bash, sql, python, ...). */
export type PortableTextCode = {
  _type: 'code';
  _key: string;
  code: string;
  language?: string;
  filename?: string;
};
/** A `youtube` block; the url may be invalid (the site shows "Invalid YouTube URL"). */
export type PortableTextYoutube = { _type: 'youtube'; _key: string; url?: string };
export type PortableTextBlock = PortableTextTextBlock | PortableTextCode | PortableTextYoutube;
