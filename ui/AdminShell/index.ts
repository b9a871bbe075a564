export {
  AdminShell,
  ADMIN_TABS,
  type AdminShellProps,
  type AdminTab,
  type AdminTabBadge,
} from './AdminShell';
export { formatDateTime, formatDuration } from './format';
