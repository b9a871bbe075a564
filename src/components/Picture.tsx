import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export type PictureProps = {
  /** The `gatsbyImage` data from GraphQL (sizes, sources, placeholder). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest image. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** @default 'cover' */
  objectFit?: CSSProperties['objectFit'];
};

/**
 * Renders gatsby-plugin-image's data as plain <picture> markup with no client JavaScript.
 * GatsbyImage itself lazy-loads a hydration helper that pulls react-dom/server (~55 KB brotli)
 * into every page with an image; the browser's native lazy loading, srcset and a
 * background-colour/blur placeholder do the same job. The box keeps the image's aspect ratio,
 * so nothing shifts when it loads. It is a block-level <span>, not a <div>, so the picture is
 * valid inside phrasing-only parents such as a <button> (the Experience thumbnails) or a link.
 */
export function Picture({
  image,
  alt,
  className,
  loading = 'lazy',
  fetchPriority,
  objectFit = 'cover',
}: PictureProps) {
  const { width, height, layout, images, backgroundColor, placeholder } = image;
  const fallback = images.fallback;
  const box: CSSProperties = {
    position: 'relative',
    overflow: 'hidden',
    display: 'block',
    aspectRatio: `${width} / ${height}`,
    backgroundColor,
    ...(placeholder?.fallback
      ? { backgroundImage: `url("${placeholder.fallback}")`, backgroundSize: 'cover' }
      : {}),
    ...(layout === 'constrained' ? { maxWidth: width } : {}),
    ...(layout === 'fixed' ? { width, height } : {}),
  };
  return (
    <span className={className} style={box} data-picture="">
      <picture>
        {(images.sources ?? []).map((source) => (
          <source
            key={source.type ?? source.srcSet}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.sizes}
            media={source.media}
          />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          {...(fetchPriority ? { fetchPriority } : {})}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit,
          }}
        />
      </picture>
    </span>
  );
}
