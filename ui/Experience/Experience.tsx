import { useId, type HTMLAttributes } from 'react';
import { ExperienceCard } from './ExperienceCard';
import { Fish } from './Fish';
import { ImageViewer } from './ImageViewer';
import { Grid, Heading, Inner, Loading, Root, Seabed, Water } from './Experience.styles';
import {
  closedViewer,
  type ExperienceItem,
  type RenderExperienceImage,
  type Swimmer,
  type ViewerState,
} from './types';

export type ExperienceProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Entries, newest first. Undefined or empty shows 'Loading...'. */
  items?: ExperienceItem[];
  /** The image viewer's state. */
  viewer: ViewerState;
  /** Called with the viewer's next state (open at an index, step, or closed). */
  onViewerChange: (change: { viewer: ViewerState }) => void;
  /** The fish swimming across the section. */
  swimmers: Swimmer[];
  /** Called when a fish is pressed (the page halves its lap time). */
  onSpeedUp: (change: { id: string }) => void;
  /** URL of the underwater platform image at the bottom (6:1). */
  platformSrc: string;
  /** Locale for the dates; undefined uses the reader's. */
  locale?: string;
  /** Renders thumbnails and the viewer's image (e.g. with Gatsby's image component). */
  renderImage?: RenderExperienceImage;
};

/**
 * MY EXPERIENCE: a teal, underwater section with a grid of experience cards (1, 2 or 3
 * columns; a last row that is not full is centred, and the cards of a row share one height),
 * a low band of swimming fish over an underwater platform below them (decorative; pressing a
 * fish halves its lap, and reduced motion stops them), and a full-screen image viewer opened
 * from a card's thumbnails or +N badge.
 */
export function Experience({
  items,
  viewer,
  onViewerChange,
  swimmers,
  onSpeedUp,
  platformSrc,
  locale,
  renderImage,
  ...rest
}: ExperienceProps) {
  const titleId = useId();
  const selected = items?.find((item) => item.id === viewer.experienceId) ?? null;
  return (
    <Root id="experience" aria-labelledby={titleId} {...rest}>
      <Inner>
        <Heading id={titleId}>MY EXPERIENCE</Heading>
        {items && items.length > 0 ? (
          <Grid>
            {items.map((item) => (
              <li key={item.id}>
                <ExperienceCard
                  item={item}
                  locale={locale}
                  renderImage={renderImage}
                  onOpenImage={({ experienceId, index }) =>
                    onViewerChange({ viewer: { experienceId, index } })
                  }
                />
              </li>
            ))}
          </Grid>
        ) : (
          <Loading role="status">Loading...</Loading>
        )}
      </Inner>
      <Water>
        {swimmers.map((swimmer) => (
          <Fish key={swimmer.id} swimmer={swimmer} onSpeedUp={onSpeedUp} />
        ))}
      </Water>
      <Seabed src={platformSrc} alt="" width={1200} height={200} loading="lazy" />
      <ImageViewer
        item={selected}
        index={viewer.index}
        renderImage={renderImage}
        onIndexChange={({ index }) =>
          onViewerChange({ viewer: { experienceId: viewer.experienceId, index } })
        }
        onClose={() => onViewerChange({ viewer: closedViewer })}
      />
    </Root>
  );
}
