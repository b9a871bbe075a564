export { ModerationLog, type ModerationLogProps, type ModerationLogEntry } from './ModerationLog';
