import type { SVGProps } from 'react';
import { contrastRatio, luminance } from '../theme/contrast';
import { dark, light } from '../theme/modes';
import { cssVar } from '../theme/theme';
import { socialMarks } from './socialMarks.generated';

/**
 * A brand's mark and colour: its drawing on a 24x24 grid and the brand's hex colour.
 * Most come from simple-icons (CC0), written out by scripts/brand-marks.ts.
 */
export type Brand = {
  title: string;
  hex: string;
  /** Our own drawings: inner shapes cut out of the outer one (fill-rule evenodd). */
  evenOdd?: boolean;
  /** Our own drawings: short text drawn over the shape in the card's colour. */
  glyph?: string;
} & (
  | {
      /** The mark's path, drawn inline. */
      path: string;
      sprite?: never;
    }
  | {
      /**
       * Or where the mark is in a sprite file (`/marks/skills.svg#react`), drawn with <use>:
       * the skills' marks, which the site's build writes from content, so that their paths are
       * neither in the page's script nor in its HTML.
       */
      sprite: string;
      path?: never;
    }
);

/** LinkedIn is not in simple-icons (LinkedIn asked for removal): the "in" is our drawing. */
const linkedin: Brand = {
  title: 'LinkedIn',
  hex: '0A66C2',
  evenOdd: true,
  path: 'M4 1h16a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3Zm1.5 7.5V19h3.3V8.5Zm1.6-5.1a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM10.6 8.5V19h3.3v-5.2c0-1.4.3-2.7 2-2.7s1.7 1.6 1.7 2.8V19h3.3v-5.8c0-2.8-.6-5-3.9-5-1.6 0-2.6.9-3.1 1.7V8.5Z',
};

/**
 * The profile links' marks. The skills' marks are not here: they are content (a simple-icons
 * slug per skill), resolved by the site's build and handed to Skills as data.
 */
export const socialBrands = { ...socialMarks, linkedin } satisfies Record<string, Brand>;

/** Graphics that carry meaning need 3:1 against what they sit on (WCAG 1.4.11). */
const MIN_CONTRAST = 3;

/** `hex` mixed with `toward` (#000000 or #ffffff) by `amount` (0 to 1), as #rrggbb. */
function mix(hex: string, toward: string, amount: number): string {
  const at = (c: string, i: number) => parseInt(c.replace('#', '').slice(i, i + 2), 16);
  return `#${[0, 2, 4]
    .map((i) => Math.round(at(hex, i) + (at(toward, i) - at(hex, i)) * amount))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The brand's colour, darkened (on a light card) or lightened (on a dark card) in 5% steps just
 * enough to stand out from `surface`: the black Next.js and Express marks turn grey in dark
 * mode, Linux's yellow and React's cyan deepen in light mode, the rest keep their own colour.
 */
function legibleOn(surface: string, hex: string): string {
  const toward = luminance(surface) > 0.5 ? '#000000' : '#ffffff';
  for (let amount = 0; amount < 1; amount += 0.05) {
    const color = mix(hex, toward, amount);
    if (contrastRatio(color, surface) >= MIN_CONTRAST) return color;
  }
  return toward;
}

/** The colour a brand's mark is drawn in on a card in each colour mode. */
export function markColors(brand: Brand): { light: string; dark: string } {
  const own = `#${brand.hex}`;
  return { light: legibleOn(light.surface, own), dark: legibleOn(dark.surface, own) };
}

type BrandMarkProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** The mark to draw: one of `socialBrands`, a skill's mark, or `csharpMark`. */
  brand: Brand;
  /** Pixel size of the square mark. @default 24 */
  size?: number;
  /** Draw in the brand's colours (per colour mode) instead of the current text colour. */
  colored?: boolean;
};

/**
 * A brand's mark as SVG, inline or from a sprite (decorative: aria-hidden; the control or
 * text beside it names it). Coloured marks set --mark-light and --mark-dark; the stylesheet of
 * the place that shows them picks one per colour mode (see Skills). Every mark is on
 * Storybook's Foundations/Icons.
 *
 * ```tsx
 * <a href={github} aria-label="GitHub"><BrandMark brand={socialBrands.github} /></a>
 * <BrandMark brand={{ title: 'React', hex: '61DAFB', sprite: '/marks/skills.svg#react' }} size={36} colored />
 * ```
 */
export function BrandMark({ brand, size = 24, colored = false, style, ...rest }: BrandMarkProps) {
  const colors = colored ? markColors(brand) : undefined;
  const fill = colored ? 'var(--mark)' : 'currentColor';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-brand={brand.title}
      style={
        colors
          ? ({ ...style, '--mark-light': colors.light, '--mark-dark': colors.dark } as object)
          : style
      }
      {...rest}
    >
      {brand.sprite ? (
        <use href={brand.sprite} fill={fill} />
      ) : (
        <path d={brand.path} fill={fill} fillRule={brand.evenOdd ? 'evenodd' : undefined} />
      )}
      {brand.glyph && (
        <text
          x="12"
          y="12.5"
          fill={`var(${cssVar('surface')})`}
          fontSize="9"
          fontWeight="700"
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {brand.glyph}
        </text>
      )}
    </svg>
  );
}
