import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { RenderBlogImage } from '../../ui';
import { Picture } from './Picture';

/**
 * The blog's `renderImage` slot: the build's responsive WebP images, sized, with a placeholder.
 * The eager one is the page's largest paint, so it also gets high fetch priority.
 */
export const renderBlogImage: RenderBlogImage = ({ image, loading }) =>
  image.data ? (
    <Picture
      image={image.data as IGatsbyImageData}
      alt={image.alt}
      loading={loading}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
    />
  ) : null;
