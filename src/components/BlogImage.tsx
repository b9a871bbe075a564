import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import type { RenderBlogImage } from '../../ui';

/**
 * The blog's `renderImage` slot: Gatsby's responsive image (AVIF/WebP, sized, placeholder).
 * The eager one is the page's largest paint, so it also gets high fetch priority.
 */
export const renderBlogImage: RenderBlogImage = ({ image, loading }) =>
  image.data ? (
    <GatsbyImage
      image={image.data as IGatsbyImageData}
      alt={image.alt}
      loading={loading}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
    />
  ) : null;
