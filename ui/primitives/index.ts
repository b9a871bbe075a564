export { Button, IconButton, type ButtonProps, type ButtonVariant } from './Button';
export { Container, contentColumn, contentInset } from './Container';
export { Dialog, NO_CONTENT, type DialogProps, useDialog, focusableWithin } from './Dialog';
export {
  Link,
  LinkProvider,
  isRoute,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './Link';
export { SectionRoot, SectionHeading, CardGrid } from './Section';
export { SkipLink } from './SkipLink';
export {
  Stack,
  type SpaceStep,
  type StackAlign,
  type StackJustify,
  type StackProps,
} from './Stack';
export { Grid, type GridColumns, type GridProps } from './Grid';
export { VisuallyHidden } from './VisuallyHidden';
