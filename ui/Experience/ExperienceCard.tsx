import { useId } from 'react';
import {
  Badge,
  Card,
  Dates,
  Description,
  NoImages,
  Role,
  Thumb,
  Thumbs,
} from './Experience.styles';
import { formatExperienceDate } from './formatDate';
import type { ExperienceImage, ExperienceItem, RenderExperienceImage } from './types';

/** Thumbnails a card shows before the +N badge. */
export const MAX_THUMBNAILS = 2;

export const defaultRenderImage: RenderExperienceImage = (image, { variant, className }) => (
  <img
    src={image.src}
    alt={image.alt}
    width={image.width ?? 640}
    height={image.height ?? 400}
    loading={variant === 'thumbnail' ? 'lazy' : undefined}
    decoding="async"
    className={className}
  />
);

export type ExperienceCardProps = {
  /** The entry shown. */
  item: ExperienceItem;
  /** Locale for the dates; undefined uses the reader's. */
  locale?: string;
  /** Called with the image index to open the viewer at. */
  onOpenImage: (change: { experienceId: string; index: number }) => void;
  /** Renders each thumbnail. */
  renderImage?: RenderExperienceImage;
};

/** A laptop with a few lines of code: the quiet picture of a card that has no images. */
function WorkDrawing() {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" aria-hidden="true" focusable="false">
      <rect
        x="24"
        y="4"
        width="72"
        height="36"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M14 44h92" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M36 15h18M42 22h30M36 29h14"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
      />
    </svg>
  );
}

/**
 * One job: company, role, dates (Present when there is no end), text, then up to 2 thumbnails
 * and a +N badge that open the viewer. A card without images ends in a quiet decorative band
 * of the same height instead, so it does not look unfinished beside its neighbours.
 */
export function ExperienceCard({
  item,
  locale,
  onOpenImage,
  renderImage = defaultRenderImage,
}: ExperienceCardProps) {
  const headingId = useId();
  const shown: ExperienceImage[] = item.images.slice(0, MAX_THUMBNAILS);
  const more = item.images.length - shown.length;
  const start = formatExperienceDate(item.startDate, locale);
  const end = item.endDate ? formatExperienceDate(item.endDate, locale) : 'Present';
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{item.company}</h3>
      <Role>{item.role}</Role>
      <Dates>
        <time dateTime={item.startDate}>{start}</time> –{' '}
        {item.endDate ? <time dateTime={item.endDate}>{end}</time> : end}
      </Dates>
      <Description>{item.description}</Description>
      {item.images.length === 0 ? (
        <NoImages aria-hidden="true" data-testid="experience-no-images">
          <WorkDrawing />
        </NoImages>
      ) : (
        <Thumbs>
          {shown.map((image, index) => (
            <Thumb
              key={image.key}
              type="button"
              aria-label={`Open image ${index + 1} of ${item.images.length} from ${item.company}: ${image.alt}`}
              onClick={() => onOpenImage({ experienceId: item.id, index })}
            >
              {renderImage(image, { variant: 'thumbnail', className: 'thumb-image' })}
            </Thumb>
          ))}
          {more > 0 && (
            <Badge
              type="button"
              aria-label={`Show ${more} more image${more === 1 ? '' : 's'} from ${item.company}`}
              onClick={() => onOpenImage({ experienceId: item.id, index: MAX_THUMBNAILS })}
            >
              +{more}
            </Badge>
          )}
        </Thumbs>
      )}
    </Card>
  );
}
