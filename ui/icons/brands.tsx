import {
  siAndroid,
  siApache,
  siCplusplus,
  siDotnet,
  siExpress,
  siFigma,
  siFirebase,
  siGithub,
  siGnubash,
  siInstagram,
  siJavascript,
  siLinux,
  siMedium,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNginx,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siSequelize,
  siSqlite,
  siTailwindcss,
  siTypescript,
  siVite,
  siX,
  type SimpleIcon,
} from 'simple-icons';
import type { SVGProps } from 'react';
import { dark, light } from '../theme/modes';
import { cssVar } from '../theme/theme';

/**
 * A brand's mark and colour: its path on a 24x24 grid and the brand's hex colour.
 * Most come from simple-icons (CC0, imported by name so only these reach the bundle).
 */
export type Brand = {
  title: string;
  path: string;
  hex: string;
  /** Our own drawings: inner shapes cut out of the outer one (fill-rule evenodd). */
  evenOdd?: boolean;
  /** Our own drawings: short text drawn over the shape in the card's colour. */
  glyph?: string;
};

const fromSimpleIcons = ({ title, path, hex }: SimpleIcon): Brand => ({ title, path, hex });

/**
 * C# and LinkedIn are not in simple-icons (their owners asked for removal), so these two are
 * our own drawings: a hexagon carrying "C#", and the "in" on a rounded square.
 */
const csharp: Brand = {
  title: 'C#',
  hex: '512BD4',
  path: 'M12 .6 21.9 6.3v11.4L12 23.4 2.1 17.7V6.3Z',
  glyph: 'C#',
};
const linkedin: Brand = {
  title: 'LinkedIn',
  hex: '0A66C2',
  evenOdd: true,
  path: 'M4 1h16a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3Zm1.5 7.5V19h3.3V8.5Zm1.6-5.1a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM10.6 8.5V19h3.3v-5.2c0-1.4.3-2.7 2-2.7s1.7 1.6 1.7 2.8V19h3.3v-5.8c0-2.8-.6-5-3.9-5-1.6 0-2.6.9-3.1 1.7V8.5Z',
};

/** The marks the site shows: 24 skills and the profile links. */
export const brands = {
  react: fromSimpleIcons(siReact),
  dotnet: fromSimpleIcons(siDotnet),
  node: fromSimpleIcons(siNodedotjs),
  express: fromSimpleIcons(siExpress),
  next: fromSimpleIcons(siNextdotjs),
  vite: fromSimpleIcons(siVite),
  csharp,
  typescript: fromSimpleIcons(siTypescript),
  tailwind: fromSimpleIcons(siTailwindcss),
  mongodb: fromSimpleIcons(siMongodb),
  javascript: fromSimpleIcons(siJavascript),
  cpp: fromSimpleIcons(siCplusplus),
  python: fromSimpleIcons(siPython),
  mysql: fromSimpleIcons(siMysql),
  postgresql: fromSimpleIcons(siPostgresql),
  sqlite: fromSimpleIcons(siSqlite),
  sequelize: fromSimpleIcons(siSequelize),
  bash: fromSimpleIcons(siGnubash),
  firebase: fromSimpleIcons(siFirebase),
  android: fromSimpleIcons(siAndroid),
  linux: fromSimpleIcons(siLinux),
  nginx: fromSimpleIcons(siNginx),
  apache: fromSimpleIcons(siApache),
  figma: fromSimpleIcons(siFigma),
  github: fromSimpleIcons(siGithub),
  instagram: fromSimpleIcons(siInstagram),
  linkedin,
  x: fromSimpleIcons(siX),
  medium: fromSimpleIcons(siMedium),
} satisfies Record<string, Brand>;

export type BrandName = keyof typeof brands;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.replace('#', '').slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

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
  name: BrandName;
  /** Pixel size of the square mark. @default 24 */
  size?: number;
  /** Draw in the brand's colours (per colour mode) instead of the current text colour. */
  colored?: boolean;
};

/**
 * A brand's mark as inline SVG (decorative: aria-hidden; the control or text beside it names
 * it). Coloured marks set --mark-light and --mark-dark; the stylesheet of the place that shows
 * them picks one per colour mode (see Skills).
 */
export function BrandMark({ name, size = 24, colored = false, style, ...rest }: BrandMarkProps) {
  const brand = brands[name];
  const colors = colored ? markColors(brand) : undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-brand={name}
      style={
        colors
          ? ({ ...style, '--mark-light': colors.light, '--mark-dark': colors.dark } as object)
          : style
      }
      {...rest}
    >
      <path
        d={brand.path}
        fill={colored ? 'var(--mark)' : 'currentColor'}
        fillRule={brand.evenOdd ? 'evenodd' : undefined}
      />
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
