import { palette } from './tokens';

/**
 * Semantic colour roles, one value per mode. Both modes have exactly the same keys (checked by
 * the `satisfies` below), so a role can never be missing in one theme.
 */
export const light = {
  background: palette.ink50,
  surface: palette.white,
  surfaceRaised: palette.ink100,
  text: palette.ink900,
  textMuted: '#4a5068',
  border: palette.ink200,
  accent: palette.violet600,
  accentText: palette.white,
  accentHover: palette.violet700,
  link: palette.violet700,
  focus: palette.violet600,
  progress: palette.violet600,
  danger: palette.red600,
  success: palette.green600,
  backdrop: 'rgba(15, 18, 32, 0.72)',
  headerBackground: 'rgba(247, 248, 252, 0.92)',
  ocean: '#2c7b82',
  oceanDeep: palette.teal700,
  projectsBackground: palette.purple700,
} as const;

export type ColorRole = keyof typeof light;

export const dark = {
  background: palette.ink900,
  surface: palette.ink800,
  surfaceRaised: palette.ink700,
  text: palette.ink100,
  textMuted: palette.ink300,
  border: palette.ink600,
  accent: palette.violet400,
  accentText: palette.ink900,
  accentHover: palette.violet300,
  link: palette.violet300,
  focus: palette.violet300,
  progress: palette.violet400,
  danger: palette.red300,
  success: palette.green300,
  backdrop: 'rgba(0, 0, 0, 0.78)',
  headerBackground: 'rgba(15, 18, 32, 0.92)',
  ocean: '#15434a',
  oceanDeep: '#0c2c31',
  projectsBackground: '#3c0f6b',
} as const satisfies Record<ColorRole, string>;

export type ColorMode = 'light' | 'dark';
export const modes: Record<ColorMode, Record<ColorRole, string>> = { light, dark };
