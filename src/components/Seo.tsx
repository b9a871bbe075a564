import { absoluteOn, siteUrl } from '../config/site';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { isIndexable } from '../lib/indexing';
import { siteCard, type SeoImage } from '../lib/socialCard';

export type SeoProps = {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  /** The page's social card. @default the site's card (`siteCard`, drawn by the build) */
  image?: SeoImage;
  /** Open Graph type: 'article' for a blog post (give article:* tags as children). @default 'website' */
  type?: 'website' | 'article';
  children?: React.ReactNode;
};

/** `src` as an absolute URL, as Open Graph requires. */
const absoluteUrl = (src: string) => absoluteOn(siteUrl, src);

/**
 * Head tags shared by every page: title, description, canonical, Open Graph and Twitter, the
 * author (the site's name, from content) and, for the pages search engines should leave out
 * (src/lib/indexing.ts), robots noindex.
 */
export function Seo({
  title,
  description,
  path,
  keywords,
  image,
  type = 'website',
  children,
}: SeoProps) {
  const site = useSiteSettings();
  image ??= siteCard(site);
  const url = `${siteUrl}${path}`;
  const imageUrl = absoluteUrl(image.src);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="author" content={site.name} />
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
      {!isIndexable(path) && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
