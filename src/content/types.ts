/**
 * TypeScript shapes of the fragments in ./fragments.ts (graphqlTypegen is off), plus the
 * portable-text block shapes found in `_rawBody`.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export type SanityImageAssetData = {
  _id: string;
  gatsbyImage: IGatsbyImageData | null;
};

export type SanityCategoryChip = { _id: string; title: string };

export type SanityPostCard = {
  id: string;
  _id: string;
  title: string;
  slug: { current: string };
  /** ISO date-time string. */
  publishedAt: string | null;
  /** Absent in the dataset means 0. */
  claps: number | null;
  categories: SanityCategoryChip[];
  mainImage: { alt: string | null; asset: SanityImageAssetData | null } | null;
};

export type SanityPostFull = SanityPostCard & { _rawBody: PortableTextBlock[] | null };

export type SanityExperienceEntry = {
  _id: string;
  company: string;
  role: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, or null for a current position ("Present"). */
  endDate: string | null;
  description: string | null;
  images: {
    _key: string;
    asset: { _id: string; thumb: IGatsbyImageData | null; full: IGatsbyImageData | null } | null;
  }[];
};

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
