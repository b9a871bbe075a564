export {
  ModerationQueue,
  type ModerationQueueProps,
  type ModeratedComment,
  type ModerationStatus,
} from './ModerationQueue';
