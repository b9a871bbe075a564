// The Foundations pages' blocks (the *.mdx files beside this folder render them), one file per
// page's subject. Colours are read from the tokens, not from the page's CSS variables, so light
// and dark sit side by side whatever the Theme toolbar says.
export { ColourRoles } from './colours';
export { TextStyles, TypeScale } from './type';
export { RadiusScale, SpacingScale } from './spacing';
export { BrandMarks, UiIcons } from './icons';
export { Breakpoints, ContainerColumn, ZIndexStack } from './layout';
export { ElevationScale } from './elevation';
export { MotionScale } from './motion';
