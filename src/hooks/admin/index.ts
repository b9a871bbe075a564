/**
 * The state behind /admin: whether the visitor is the owner, and each tab's data and actions,
 * one hook per tab. The ui components stay stateless; everything they show and every request
 * lives here.
 */
export { useOwnerGate } from './useOwnerGate';
export { useModeration } from './useModeration';
export { useInbox } from './useInbox';
export { useBuilds } from './useBuilds';
export { useAnalytics } from './useAnalytics';
export { useDrafts } from './useDrafts';
