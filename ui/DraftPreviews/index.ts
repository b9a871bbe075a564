export {
  DraftPreviews,
  type DraftItem,
  type DraftPreviewLink,
  type DraftPreviewsProps,
} from './DraftPreviews';
