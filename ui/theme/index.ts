export { theme, cssVar, type Theme } from './theme';
export { light, dark, modes, type ColorMode, type ColorRole } from './modes';
export {
  palette,
  breakpoints,
  space,
  fontSize,
  lineHeight,
  fontWeight,
  textStyle,
  radius,
  shadow,
  duration,
  easing,
  fonts,
  fontFiles,
  container,
} from './tokens';
export { GlobalStyles } from './GlobalStyles';
export {
  colorModeScript,
  paintColorMode,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  DARK_CLASS,
  DARK_SCHEME_QUERY,
} from './colorModeScript';
export { contrastRatio, luminance, opaqueOver } from './contrast';
