import { useId } from 'react';
import { Badge, Card, Dates, Description, Role, Thumb, Thumbs } from './Experience.styles';
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

/** One job: company, role, dates (Present when there is no end), text, 2 thumbnails and +N. */
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
      {item.images.length > 0 && (
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
