import type { ReactNode } from 'react';
import { formatLongDateGB } from '../format';

/** An image as the blog components need it. */
export type BlogImage = {
  /** Alternative text; empty for a purely decorative image. */
  alt: string;
  /** Plain URL, used when no `renderImage` slot is given (stories, tests). */
  src?: string;
  /** Intrinsic size, so the layout is reserved before the image loads. */
  width?: number;
  height?: number;
  /** Opaque data for the `renderImage` slot (e.g. Gatsby's image data). */
  data?: unknown;
};

/** Renders an image: the site passes one that uses its image pipeline. */
export type RenderBlogImage = (args: {
  image: BlogImage;
  /** 'eager' for the largest image above the fold, 'lazy' otherwise. */
  loading: 'eager' | 'lazy';
}) => ReactNode;

export type PostCategory = {
  /** Stable id. */
  id: string;
  /** Visible name. */
  title: string;
};

/** What a card needs to show a post. */
export type PostSummary = {
  slug: string;
  title: string;
  /** ISO date-time of publication. */
  publishedAt: string;
  categories: PostCategory[];
  image?: BlogImage;
  /** Not published: a draft, shown only where drafts are (`npm run develop`). @default false */
  draft?: boolean;
};

/**
 * A publish date in long British form ("4 March 2025"). Fixed to UTC so the server's HTML and
 * the browser agree whatever the reader's time zone.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatLongDateGB(date);
}
