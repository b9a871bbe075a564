export {
  Stack,
  type SpaceStep,
  type StackAlign,
  type StackJustify,
  type StackProps,
} from './Stack';
