export { Button, IconButton } from './Button';
export { Dialog, NO_CONTENT, type DialogProps, useDialog, focusableWithin } from './Dialog';
export { SectionRoot, SectionHeading, CardGrid } from './Section';
export { VisuallyHidden } from './VisuallyHidden';
