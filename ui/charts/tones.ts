/**
 * The three rating tones (good / needs improvement / poor) in both colour modes: `ink` for text
 * and marks, `tint` for a background or a chart band. The theme has success and danger roles but
 * no amber, and a rating needs all three to read as one scale, so they live here, as CSS custom
 * properties set on the root of the components that rate things (`toneVars`). Every `ink` keeps
 * 4.5:1 on its own `tint` over the surface (checked in __tests__/ui/charts.test.tsx).
 */
export type Tone = 'good' | 'needs-improvement' | 'poor';

export const TONES: readonly Tone[] = ['good', 'needs-improvement', 'poor'];

export const toneColors = {
  light: {
    good: { ink: '#1b6a22', tint: '#e3f3e4' },
    'needs-improvement': { ink: '#834a00', tint: '#fdefd2' },
    poor: { ink: '#a8231b', tint: '#fce4e2' },
  },
  dark: {
    good: { ink: '#8fd493', tint: 'rgba(129, 199, 132, 0.18)' },
    'needs-improvement': { ink: '#ffc46b', tint: 'rgba(255, 183, 77, 0.18)' },
    poor: { ink: '#ff9a90', tint: 'rgba(255, 138, 128, 0.18)' },
  },
} as const satisfies Record<'light' | 'dark', Record<Tone, { ink: string; tint: string }>>;

/** `--tone-good-ink` and its kin. */
export const toneVar = (tone: Tone, part: 'ink' | 'tint') => `var(--tone-${tone}-${part})`;

const declarations = (mode: 'light' | 'dark') =>
  TONES.map(
    (tone) =>
      `--tone-${tone}-ink: ${toneColors[mode][tone].ink}; --tone-${tone}-tint: ${toneColors[mode][tone].tint};`,
  ).join(' ');

/**
 * The tone variables for a styled root: the light values, and the dark ones under the dark
 * class GlobalStyles switches on <html> (so nothing re-renders on a toggle).
 */
export const toneVars = `
  ${declarations('light')}
  html.dark & {
    ${declarations('dark')}
  }
`;

/** Boundaries of a rating scale: good at or below `good`, poor above `poor`. */
export type Bands = { good: number; poor: number };

/** The tone of `value` on a scale: good <= `good` < needs improvement <= `poor` < poor. */
export function toneOf(value: number, bands: Bands): Tone {
  if (value <= bands.good) return 'good';
  return value > bands.poor ? 'poor' : 'needs-improvement';
}

/** A tone in words, as the ratings read: "Good", "Needs improvement", "Poor". */
export const TONE_LABELS: Record<Tone, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};
