import type { BlogImage } from './types';

/**
 * Shows a plain <img> with its intrinsic size; used when no image slot is given. A module of its
 * own: it is also the post header's default image renderer, and from PostCard.tsx it brought
 * the card and its styles into every post's start-up load.
 */
export function PlainImage({ image, loading }: { image: BlogImage; loading: 'eager' | 'lazy' }) {
  return image.src ? (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
    />
  ) : null;
}
