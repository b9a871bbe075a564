import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Font } from 'satori';

/**
 * Inter, the site's type, as static WOFF files (satori reads neither WOFF2 nor variable fonts).
 * Besides latin, the other subsets Fontsource ships, so "Łódź", "café", Greek, Cyrillic and
 * Vietnamese titles keep their letters; satori takes each glyph from the first font that has it.
 */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
const WEIGHTS = [400, 700] as const;

export type Fonts = { fonts: Font[]; covered: Set<number>; sizes: number[] };
let fontsPromise: Promise<Fonts> | undefined;

function fontFiles(): { subset: string; weight: 400 | 700; file: string }[] {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      subset,
      weight,
      file: path.join(dir, `inter-${subset}-${weight}-normal.woff`),
    })),
  );
}

/** Reads the fonts once per process; satori also keeps its parse of each buffer. */
export function loadFonts(): Promise<Fonts> {
  fontsPromise ??= (async () => {
    const files = fontFiles();
    const data = await Promise.all(files.map(({ file }) => fs.readFile(file)));
    const covered = new Set<number>();
    const fonts = files.map(({ subset, weight }, i): Font => {
      const buffer = data[i] as Buffer;
      for (const codePoint of woffCodePoints(buffer)) covered.add(codePoint);
      // One family name per subset: satori keeps one font per name and weight, and falls
      // back to the other names for a glyph the first lacks.
      const name = subset === 'latin' ? 'Inter' : `Inter ${subset}`;
      return { name, data: buffer, weight, style: 'normal' };
    });
    return { fonts, covered, sizes: data.map((buffer) => buffer.length) };
  })();
  fontsPromise.catch(() => {
    fontsPromise = undefined;
  });
  return fontsPromise;
}

/**
 * The code points a WOFF (1.0) font has glyphs for, read from its cmap table (format 4 and 12
 * subtables), so text the fonts cannot draw is dropped rather than drawn as "no glyph" boxes.
 */
function woffCodePoints(woff: Buffer): Set<number> {
  const out = new Set<number>();
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  let cmap: Buffer | undefined;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    cmap = compLength < origLength ? inflateSync(raw) : raw;
  }
  if (!cmap) return out;
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segCount = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segCount * 2 + 2;
      const deltas = starts + segCount * 2;
      const rangeOffsets = deltas + segCount * 2;
      for (let s = 0; s < segCount; s++) {
        const start = table.readUInt16BE(starts + s * 2);
        const end = table.readUInt16BE(ends + s * 2);
        const delta = table.readInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
            glyph = at + 2 <= table.length ? table.readUInt16BE(at) : 0;
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) out.add(c);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = table.readUInt32BE(16 + g * 12);
        const end = table.readUInt32BE(16 + g * 12 + 4);
        const firstGlyph = table.readUInt32BE(16 + g * 12 + 8);
        for (let c = start; c <= end; c++) if (firstGlyph + (c - start) !== 0) out.add(c);
      }
    }
  }
  return out;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` without the characters the fonts lack (emoji, CJK, other scripts Inter does not
 * cover): a grapheme goes whole when any of its code points has no glyph, then spaces are
 * collapsed. Satori would otherwise draw a "no glyph" box for each.
 */
export function drawableText(text: string, covered: ReadonlySet<number>): string {
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (/^\s+$/u.test(segment)) out += ' ';
    else if ([...segment].every((char) => covered.has(char.codePointAt(0) as number))) {
      out += segment;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}
