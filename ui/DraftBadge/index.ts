export { DraftBadge, type DraftBadgeProps } from './DraftBadge';
