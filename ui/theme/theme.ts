import {
  breakpoints,
  container,
  fontSize,
  fontWeight,
  textStyle,
  fonts,
  lineHeight,
  radius,
  shadow,
  duration,
  easing,
  space,
} from './tokens';
import { light, type ColorRole } from './modes';

/** CSS custom property name for a colour role, e.g. `--color-surface`. */
export const cssVar = (role: ColorRole): string =>
  `--color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const roles = Object.keys(light) as ColorRole[];

/**
 * A `transition` value: each property at one `duration` step with the standard easing, e.g.
 * `transition: ${theme.transition('fast', 'transform', 'box-shadow')}`.
 */
const transition = (speed: keyof typeof duration, ...properties: string[]): string =>
  properties.map((property) => `${property} ${duration[speed]} ${easing.standard}`).join(', ');

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
  textStyle,
  radius,
  shadow,
  duration,
  easing,
  transition,
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
  /**
   * Stacking order of the things that stay on screen, lowest first: the Hero's fixed links, the
   * sticky header, the reading progress bar above it, and a modal dialog over everything.
   */
  zIndex: { fixedLinks: 30, header: 40, progress: 50, modal: 100 },
} as const;

export type Theme = typeof theme;

declare module '@emotion/react' {
  export interface Theme {
    color: Record<ColorRole, string>;
    space: typeof space;
    fontSize: typeof fontSize;
    lineHeight: typeof lineHeight;
    fontWeight: typeof fontWeight;
    textStyle: typeof textStyle;
    radius: typeof radius;
    shadow: typeof shadow;
    duration: typeof duration;
    easing: typeof easing;
    transition: typeof transition;
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
