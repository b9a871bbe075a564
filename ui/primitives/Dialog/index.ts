export { Dialog, type DialogProps } from './Dialog';
export { useDialog, focusableWithin } from './useDialog';
