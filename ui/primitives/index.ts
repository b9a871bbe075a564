export { Button, IconButton } from './Button';
export { Container, contentColumn, contentInset } from './Container';
export { Dialog, NO_CONTENT, type DialogProps, useDialog, focusableWithin } from './Dialog';
export { SectionRoot, SectionHeading, CardGrid } from './Section';
export { SkipLink } from './SkipLink';
export { VisuallyHidden } from './VisuallyHidden';
