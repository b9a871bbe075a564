import { owner, siteUrl } from '../config/site';

export type SeoProps = {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  image?: string;
  children?: React.ReactNode;
};

/** Head tags shared by every page: title, description, canonical, Open Graph and Twitter. */
export function Seo({ title, description, path, keywords, image, children }: SeoProps) {
  const url = `${siteUrl}${path}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="author" content={owner.name} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
}
