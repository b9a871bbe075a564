export { BuildStatus, type BuildStatusProps, type BuildItem, type BuildState } from './BuildStatus';
