export { ShareDialog, type ShareDialogProps, type ShareStatus } from './ShareDialog';
