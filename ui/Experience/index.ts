export { Experience, type ExperienceProps } from './Experience';
export { ExperienceCard, MAX_THUMBNAILS, type ExperienceCardProps } from './ExperienceCard';
export { ImageViewer, wrapIndex, type ImageViewerProps } from './ImageViewer';
export { Fish } from './Fish';
export { formatExperienceDate } from './formatDate';
export {
  createSwimmers,
  halveDuration,
  randomDuration,
  useSwimmers,
  MIN_SWIM_SECONDS,
  DEFAULT_SHOAL_SIZE,
} from './swimmers';
export {
  closedViewer,
  type ExperienceImage,
  type ExperienceItem,
  type RenderExperienceImage,
  type Swimmer,
  type ViewerState,
} from './types';
