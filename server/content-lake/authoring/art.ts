/**
 * Original cover art, drawn as SVG and rendered with sharp. Each post gets a gradient and a
 * motif that hints at its topic (no text: the site shows the title beside it); experience
 * entries and the photo feed get simple scenes. Everything is deterministic for a given seed.
 */
import crypto from 'node:crypto';

export type Motif = 'orbits' | 'grid' | 'waves' | 'blocks' | 'nodes' | 'terminal' | 'bars';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#0f2027', '#2c5364', '#5eead4'],
  ['#1e1b4b', '#6d28d9', '#f0abfc'],
  ['#052e16', '#15803d', '#bbf7d0'],
  ['#431407', '#c2410c', '#fed7aa'],
  ['#0c4a6e', '#0284c7', '#bae6fd'],
  ['#3b0764', '#a21caf', '#fbcfe8'],
  ['#172554', '#1d4ed8', '#fde68a'],
  ['#1c1917', '#57534e', '#fcd34d'],
];

/** A tiny seeded PRNG (mulberry32) so art is stable across runs. */
function random(seed: string) {
  let a = crypto.createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function motifSvg(motif: Motif, rnd: () => number, accent: string, w: number, h: number): string {
  const parts: string[] = [];
  switch (motif) {
    case 'orbits':
      for (let i = 0; i < 5; i++) {
        const rx = 90 + i * 55;
        parts.push(
          `<ellipse cx="${w * 0.78}" cy="${h * 0.42}" rx="${rx}" ry="${rx * 0.38}" fill="none" stroke="${accent}" stroke-opacity="${0.55 - i * 0.08}" stroke-width="3" transform="rotate(${-20 + i * 14} ${w * 0.78} ${h * 0.42})"/>`,
        );
      }
      parts.push(`<circle cx="${w * 0.78}" cy="${h * 0.42}" r="26" fill="${accent}"/>`);
      break;
    case 'grid':
      for (let x = 0; x < 8; x++)
        for (let y = 0; y < 5; y++) {
          const r = 6 + rnd() * 16;
          parts.push(
            `<circle cx="${w * 0.52 + x * 70}" cy="${70 + y * 70}" r="${r.toFixed(1)}" fill="${accent}" fill-opacity="${(0.2 + rnd() * 0.6).toFixed(2)}"/>`,
          );
        }
      break;
    case 'waves':
      for (let i = 0; i < 7; i++) {
        const y = 120 + i * 48;
        const amp = 18 + rnd() * 30;
        parts.push(
          `<path d="M ${w * 0.45} ${y} C ${w * 0.6} ${y - amp}, ${w * 0.72} ${y + amp}, ${w * 0.85} ${y} S ${w} ${y - amp}, ${w + 40} ${y}" fill="none" stroke="${accent}" stroke-opacity="${(0.25 + i * 0.09).toFixed(2)}" stroke-width="4"/>`,
        );
      }
      break;
    case 'blocks':
      for (let i = 0; i < 14; i++) {
        const x = w * 0.55 + rnd() * w * 0.38;
        const y = 40 + rnd() * (h - 200);
        const s = 30 + rnd() * 70;
        parts.push(
          `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${s.toFixed(0)}" rx="10" fill="${accent}" fill-opacity="${(0.15 + rnd() * 0.5).toFixed(2)}" transform="rotate(${(rnd() * 30 - 15).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
        );
      }
      break;
    case 'nodes': {
      const pts = Array.from(
        { length: 9 },
        () => [w * 0.55 + rnd() * w * 0.4, 50 + rnd() * (h - 230)] as const,
      );
      pts.forEach(([x1, y1], i) => {
        const [x2, y2] = pts[(i + 1) % pts.length] ?? [x1, y1];
        const [x3, y3] = pts[(i + 3) % pts.length] ?? [x1, y1];
        parts.push(
          `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>`,
        );
        parts.push(
          `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x3.toFixed(0)}" y2="${y3.toFixed(0)}" stroke="${accent}" stroke-opacity="0.25" stroke-width="2"/>`,
        );
      });
      pts.forEach(([x, y]) =>
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="14" fill="${accent}"/>`),
      );
      break;
    }
    case 'terminal': {
      const x = w * 0.56;
      parts.push(
        `<rect x="${x}" y="60" width="${w * 0.38}" height="300" rx="16" fill="#000" fill-opacity="0.45" stroke="${accent}" stroke-opacity="0.6" stroke-width="2"/>`,
      );
      ['#f87171', '#fbbf24', '#4ade80'].forEach((c, i) =>
        parts.push(`<circle cx="${x + 28 + i * 24}" cy="86" r="7" fill="${c}"/>`),
      );
      for (let i = 0; i < 6; i++) {
        const len = 80 + rnd() * 250;
        parts.push(
          `<rect x="${x + 28}" y="${118 + i * 38}" width="${len.toFixed(0)}" height="14" rx="7" fill="${accent}" fill-opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case 'bars':
      for (let i = 0; i < 10; i++) {
        const bh = 60 + rnd() * 260;
        parts.push(
          `<rect x="${w * 0.55 + i * 48}" y="${(h - 190 - bh).toFixed(0)}" width="30" height="${bh.toFixed(0)}" rx="6" fill="${accent}" fill-opacity="${(0.3 + i * 0.06).toFixed(2)}"/>`,
        );
      }
      break;
  }
  return parts.join('');
}

/**
 * A post's cover: the palette's gradient, soft glows, a faint dot pattern and the post's motif,
 * drawn large in the middle. No text: the site prints the title (and categories) beside every
 * cover, so a title in the picture would only repeat it (and could not be translated, read by a
 * screen reader or kept in sync with an edited title). Distinct per post through its motif,
 * palette and seed.
 */
export function coverSvg(opts: {
  motif: Motif;
  palette: number;
  seed: string;
  width?: number;
  height?: number;
}): string {
  const w = opts.width ?? 1200;
  const h = opts.height ?? 630;
  const [dark, mid, accent] = PALETTES[opts.palette % PALETTES.length] ?? PALETTES[0]!;
  const rnd = random(opts.seed);
  // Motifs are drawn in the right part of a 1200x630 frame (x 540-1240, y 40-470, centred on
  // about 900,250); move that centre to the middle and enlarge it a little.
  const motifTransform = `translate(${w / 2} ${h / 2}) scale(1.15) translate(-900 -255)`;
  const glowX = (0.15 + rnd() * 0.2) * w;
  const glowY = (0.2 + rnd() * 0.3) * h;
  const dotOffset = (rnd() * 24).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse" x="${dotOffset}" y="${dotOffset}"><circle cx="2" cy="2" r="1.6" fill="${accent}" fill-opacity="0.16"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<rect width="${w}" height="${h}" fill="url(#dots)"/>
<circle cx="${glowX.toFixed(0)}" cy="${glowY.toFixed(0)}" r="${(h * 0.7).toFixed(0)}" fill="url(#glow)"/>
<circle cx="${(w - glowX).toFixed(0)}" cy="${(h - glowY * 0.5).toFixed(0)}" r="${(h * 0.55).toFixed(0)}" fill="url(#glow)"/>
<g transform="${motifTransform}">${motifSvg(opts.motif, rnd, accent, 1200, 630)}</g>
</svg>`;
}

/**
 * A simple scene for experience and feed pictures: sky, hills or desk, sun, and a caption
 * badge when `caption` is given (the feed's photos; experience pictures have none, as their
 * thumbnails are too small for it and the viewer prints the alt text under the picture).
 */
export function sceneSvg(opts: {
  caption?: string;
  palette: number;
  seed: string;
  width: number;
  height: number;
  kind?: 'landscape' | 'desk' | 'city';
}): string {
  const { width: w, height: h } = opts;
  const [dark, mid, accent] = PALETTES[opts.palette % PALETTES.length] ?? PALETTES[0]!;
  const rnd = random(opts.seed);
  const parts: string[] = [];
  const kind = opts.kind ?? 'landscape';
  if (kind === 'landscape') {
    parts.push(
      `<circle cx="${(w * (0.2 + rnd() * 0.6)).toFixed(0)}" cy="${(h * 0.3).toFixed(0)}" r="${(h * 0.1).toFixed(0)}" fill="${accent}"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const y = h * (0.55 + i * 0.12);
      parts.push(
        `<path d="M0 ${y.toFixed(0)} Q ${(w * (0.25 + rnd() * 0.2)).toFixed(0)} ${(y - h * 0.2).toFixed(0)} ${(w * 0.55).toFixed(0)} ${y.toFixed(0)} T ${w} ${(y - h * 0.05).toFixed(0)} V ${h} H 0 Z" fill="${dark}" fill-opacity="${(0.45 + i * 0.2).toFixed(2)}"/>`,
      );
    }
  } else if (kind === 'desk') {
    parts.push(
      `<rect x="0" y="${(h * 0.72).toFixed(0)}" width="${w}" height="${(h * 0.28).toFixed(0)}" fill="${dark}"/>`,
    );
    parts.push(
      `<rect x="${(w * 0.2).toFixed(0)}" y="${(h * 0.18).toFixed(0)}" width="${(w * 0.6).toFixed(0)}" height="${(h * 0.45).toFixed(0)}" rx="14" fill="#0b1020" stroke="${accent}" stroke-width="4"/>`,
    );
    for (let i = 0; i < 5; i++) {
      parts.push(
        `<rect x="${(w * 0.25).toFixed(0)}" y="${(h * 0.24 + i * h * 0.07).toFixed(0)}" width="${(w * (0.15 + rnd() * 0.35)).toFixed(0)}" height="${(h * 0.03).toFixed(0)}" rx="4" fill="${accent}" fill-opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`,
      );
    }
    parts.push(
      `<rect x="${(w * 0.45).toFixed(0)}" y="${(h * 0.63).toFixed(0)}" width="${(w * 0.1).toFixed(0)}" height="${(h * 0.09).toFixed(0)}" fill="#111827"/>`,
    );
    parts.push(
      `<circle cx="${(w * 0.85).toFixed(0)}" cy="${(h * 0.66).toFixed(0)}" r="${(h * 0.05).toFixed(0)}" fill="${accent}" fill-opacity="0.8"/>`,
    );
  } else {
    for (let i = 0; i < 9; i++) {
      const bw = w * (0.06 + rnd() * 0.06);
      const bh = h * (0.25 + rnd() * 0.45);
      const x = (i / 9) * w;
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${dark}" fill-opacity="0.85"/>`,
      );
      for (let j = 0; j < 4; j++) {
        parts.push(
          `<rect x="${(x + bw * 0.25).toFixed(0)}" y="${(h - bh + 14 + j * 26).toFixed(0)}" width="${(bw * 0.2).toFixed(0)}" height="10" fill="${accent}" fill-opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`,
        );
      }
    }
  }
  const fs = Math.round(h * 0.065);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${parts.join('\n')}
${
  opts.caption
    ? `<rect x="${Math.round(w * 0.04)}" y="${Math.round(h * 0.05)}" width="${Math.round(opts.caption.length * fs * 0.62 + fs)}" height="${Math.round(fs * 1.6)}" rx="${Math.round(fs * 0.8)}" fill="#000" fill-opacity="0.45"/>
<text x="${Math.round(w * 0.04 + fs * 0.5)}" y="${Math.round(h * 0.05 + fs * 1.12)}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs}" fill="#fff">${esc(opts.caption)}</text>`
    : ''
}
</svg>`;
}

const MOTIFS: readonly Motif[] = ['orbits', 'grid', 'waves', 'blocks', 'nodes', 'terminal', 'bars'];

const MOTIF_WORDS: Record<Motif, string> = {
  orbits: 'Rings orbiting a bright dot',
  grid: 'Circles of different sizes in a grid',
  waves: 'Wavy lines',
  blocks: 'Scattered rounded squares',
  nodes: 'A network of connected dots',
  terminal: 'A terminal window with lines of text',
  bars: 'A bar chart',
};
const PALETTE_WORDS = [
  'teal',
  'violet',
  'green',
  'amber',
  'sky-blue',
  'magenta',
  'royal blue',
  'charcoal',
];

const article = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/**
 * The drawn cover of a post with `cover: generated`: motif and palette picked from the slug, so
 * a post keeps its picture, and a description of it for the alt text.
 */
export function generatedCover(slug: string): { svg: string; alt: string } {
  const hash = crypto.createHash('sha1').update(`cover:${slug}`).digest();
  const motif = MOTIFS[hash.readUInt32LE(0) % MOTIFS.length] ?? 'orbits';
  const palette = hash.readUInt32LE(4) % PALETTES.length;
  return {
    svg: coverSvg({ motif, palette, seed: slug }),
    alt: `${MOTIF_WORDS[motif]} on ${article(PALETTE_WORDS[palette] ?? 'dark')} gradient`,
  };
}
