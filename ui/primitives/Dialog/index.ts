export { Dialog, NO_CONTENT, type DialogProps } from './Dialog';
export { useDialog, focusableWithin } from './useDialog';
