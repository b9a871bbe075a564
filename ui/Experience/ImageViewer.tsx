import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Dialog, IconButton } from '../primitives';
import { defaultRenderImage } from './ExperienceCard';
import { Controls, Counter, Stage, Viewer } from './Experience.styles';
import type { ExperienceItem, RenderExperienceImage } from './types';

/** Index after stepping `by` from `index` in a list of `length`, wrapping at both ends. */
export const wrapIndex = (index: number, by: number, length: number): number =>
  length === 0 ? 0 : (((index + by) % length) + length) % length;

export type ImageViewerProps = {
  /** The entry whose images are shown; null keeps the viewer closed. */
  item: ExperienceItem | null;
  /** Current image index. */
  index: number;
  /** Called with the new index (previous/next, wrapping). */
  onIndexChange: (change: { index: number }) => void;
  /** Called on Escape, the backdrop or 'Close modal'. */
  onClose: () => void;
  /** Renders the large image. */
  renderImage?: RenderExperienceImage;
};

/** Full-screen viewer of one entry's images with wrapping previous/next buttons. */
export function ImageViewer({
  item,
  index,
  onIndexChange,
  onClose,
  renderImage = defaultRenderImage,
}: ImageViewerProps) {
  const count = item?.images.length ?? 0;
  const image = item?.images[index];
  const step = (by: number) => onIndexChange({ index: wrapIndex(index, by, count) });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  return (
    <Dialog
      open={item !== null && count > 0}
      onClose={onClose}
      label={item ? `Images from ${item.company}` : undefined}
      closeLabel="Close modal"
      size="fullscreen"
      onKeyDown={onKeyDown}
    >
      <Viewer>
        <Stage>{image && renderImage(image, { variant: 'full', className: 'viewer-image' })}</Stage>
        <figcaption>{image?.alt}</figcaption>
        <Controls>
          <IconButton type="button" aria-label="Previous image" onClick={() => step(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Counter aria-live="polite">
            {index + 1} / {count}
          </Counter>
          <IconButton type="button" aria-label="Next image" onClick={() => step(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      </Viewer>
    </Dialog>
  );
}
