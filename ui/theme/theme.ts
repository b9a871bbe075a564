import {
  breakpoints,
  container,
  fontSize,
  fontWeight,
  fonts,
  lineHeight,
  radius,
  space,
} from './tokens';
import { light, type ColorRole } from './modes';

/** CSS custom property name for a colour role, e.g. `--color-surface`. */
export const cssVar = (role: ColorRole): string =>
  `--color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const roles = Object.keys(light) as ColorRole[];

/**
 * The Emotion theme. Colours are `var(--color-role)` references, so switching mode only swaps
 * the variables on <html> (via the `dark` class) and no component re-renders or branches.
 */
export const theme = {
  color: Object.fromEntries(roles.map((r) => [r, `var(${cssVar(r)})`])) as Record<
    ColorRole,
    string
  >,
  space,
  fontSize,
  lineHeight,
  fontWeight,
  radius,
  fonts,
  breakpoints,
  container,
  /** Media queries; `mobile` is the spec's "700px or narrower", `small` a narrow phone. */
  mq: {
    small: `@media (max-width: ${breakpoints.smallMax}px)`,
    mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
    desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndex: { progress: 50, header: 40, fixedLinks: 30, modal: 100 },
} as const;

export type Theme = typeof theme;

declare module '@emotion/react' {
  export interface Theme {
    color: Record<ColorRole, string>;
    space: typeof space;
    fontSize: typeof fontSize;
    lineHeight: typeof lineHeight;
    fontWeight: typeof fontWeight;
    radius: typeof radius;
    fonts: typeof fonts;
    breakpoints: typeof breakpoints;
    container: typeof container;
    mq: {
      small: string;
      mobile: string;
      desktop: string;
      md: string;
      lg: string;
      xl: string;
      reducedMotion: string;
    };
    zIndex: { progress: number; header: number; fixedLinks: number; modal: number };
  }
}
