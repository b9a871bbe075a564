import { absoluteOn, owner, siteUrl } from '../config/site';

/** A social card: the image platforms show for a shared link (1200x630 for a large card). */
export type SeoImage = {
  /** Absolute URL, or a path on the site. */
  src: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. */
  alt: string;
};

/**
 * The card of every page without one of its own (static/og/site.png, drawn by
 * scripts/make-og-cards.ts).
 */
export const SITE_CARD: SeoImage = {
  src: '/og/site.png',
  width: 1200,
  height: 630,
  alt: `${owner.name}, ${owner.role} in ${owner.location}: blog, projects and photos`,
};

export type SeoProps = {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  /** The page's social card. @default SITE_CARD */
  image?: SeoImage;
  /** Open Graph type: 'article' for a blog post (give article:* tags as children). @default 'website' */
  type?: 'website' | 'article';
  children?: React.ReactNode;
};

/** `src` as an absolute URL, as Open Graph requires. */
const absoluteUrl = (src: string) => absoluteOn(siteUrl, src);

/** Head tags shared by every page: title, description, canonical, Open Graph and Twitter. */
export function Seo({
  title,
  description,
  path,
  keywords,
  image = SITE_CARD,
  type = 'website',
  children,
}: SeoProps) {
  const url = `${siteUrl}${path}`;
  const imageUrl = absoluteUrl(image.src);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="author" content={owner.name} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {children}
    </>
  );
}
