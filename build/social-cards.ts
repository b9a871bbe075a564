import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
// sharp rasterises satori's SVG (librsvg) rather than @resvg/resvg-js: the site already
// depends on sharp for its images, so the cards need no second native dependency.
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from '../src/lib/socialCard';
import { formatPostDate } from '../ui/PostCard/types';
import { palette } from '../ui/theme/tokens';
import { pool } from '../shared/pool';

/**
 * Bump when the card's look changes: it is part of every cache key, so the next build renders
 * every card again instead of serving the old design from the cache.
 */
const RENDERER_VERSION = 1;

export type CardInput = {
  /** 'post': a post's card (category, date, title, site name); 'site': a page's default card. */
  kind?: 'post' | 'site';
  /** The post's title, or on a site card the owner's name. Wraps to three lines at most. */
  title: string;
  /** The post's (first) category, shown as a chip above the title. */
  category?: string;
  /** ISO date-time of publication, formatted like the site's post dates ("4 March 2025"). */
  date?: string;
  /** The site's name (the owner's name), at the foot of a post card. */
  siteName: string;
  /** Site cards: the line under the name (role and place). */
  subtitle?: string;
  /** Site cards: the line below that (what the site holds); wraps to two lines. */
  tagline?: string;
  /** Site cards: a small last line (who made it). */
  footnote?: string;
  /** Site cards: a picture on the right (PNG, drawn at this size) instead of the brand mark. */
  art?: { png: Buffer; width: number; height: number };
};

// --- Fonts ----------------------------------------------------------------------------------

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

type Fonts = { fonts: Font[]; covered: Set<number>; sizes: number[] };
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
function loadFonts(): Promise<Fonts> {
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
function drawableText(text: string, covered: ReadonlySet<number>): string {
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (/^\s+$/u.test(segment)) out += ' ';
    else if ([...segment].every((char) => covered.has(char.codePointAt(0) as number))) {
      out += segment;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

// --- Layout ---------------------------------------------------------------------------------

const colors = {
  skyTop: palette.ink900,
  skyBottom: palette.violet700,
  text: palette.white,
  muted: palette.ink200,
  accent: palette.violet300,
  seaLight: palette.teal300,
  seaDeep: palette.teal500,
} as const;

/** Safe margin of every text box from the card's edges (and from the sea at the bottom). */
const INSET_X = 80;
const INSET_TOP = 64;
/** Text stays above this line; the sea's crests reach about y = 545. */
const TEXT_BOTTOM = 500;

const div = (style: CSSProperties, ...children: ReactNode[]) =>
  createElement('div', { style }, ...children);

/** The sea along the bottom edge, as on the site's landing page and the default card. */
function sea(): ReactNode {
  return createElement(
    'svg',
    {
      width: CARD_WIDTH,
      height: 100,
      viewBox: `0 530 ${CARD_WIDTH} 100`,
      style: { position: 'absolute', left: 0, bottom: 0 },
    },
    createElement('path', {
      d: 'M0 560 C 200 536 400 580 600 560 S 1000 536 1200 560 V 630 H 0 Z',
      fill: colors.seaLight,
    }),
    createElement('path', {
      d: 'M0 575 C 220 560 420 594 640 575 S 1010 558 1200 575 V 630 H 0 Z',
      fill: colors.seaDeep,
    }),
  );
}

/** The site's brand mark: a code sign in the accent colour. */
function codeMark(size: number, strokeWidth: number): ReactNode {
  return createElement(
    'svg',
    { width: size, height: (size * 200) / 260, viewBox: '850 150 270 200' },
    createElement(
      'g',
      {
        fill: 'none',
        stroke: colors.accent,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
      createElement('path', { d: 'M930 170 L860 250 L930 330' }),
      createElement('path', { d: 'M1040 170 L1110 250 L1040 330' }),
      createElement('path', { d: 'M1005 150 L965 350' }),
    ),
  );
}

/** One line that ends in an ellipsis when it does not fit. */
const oneLine: CSSProperties = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/** Bigger type for short titles; every size fits three lines above the footer. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 68;
  return 56;
}

function frame(...children: ReactNode[]): ReactNode {
  return div(
    {
      position: 'relative',
      display: 'flex',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: colors.skyTop,
      backgroundImage: `linear-gradient(135deg, ${colors.skyTop} 0%, ${colors.skyBottom} 100%)`,
      fontFamily: 'Inter',
      color: colors.text,
    },
    ...children,
    sea(),
  );
}

function postLayout(card: CardInput) {
  const date = card.date ? formatPostDate(card.date) : '';
  const size = titleSize(card.title);
  const eyebrow: ReactNode[] = [];
  if (card.category) {
    eyebrow.push(
      div(
        {
          ...oneLine,
          maxWidth: 620,
          padding: '6px 20px',
          borderRadius: 999,
          border: `2px solid ${colors.accent}`,
          color: colors.accent,
          fontSize: 28,
          fontWeight: 700,
          lineHeight: 1.3,
        },
        card.category,
      ),
    );
  }
  if (date) {
    eyebrow.push(div({ display: 'flex', color: colors.muted, fontSize: 28 }, date));
  }
  return frame(
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        position: 'absolute',
        left: INSET_X,
        top: INSET_TOP,
        width: CARD_WIDTH - 2 * INSET_X,
        height: TEXT_BOTTOM - INSET_TOP,
      },
      div({ display: 'flex', alignItems: 'center', gap: 28, height: 52 }, ...eyebrow),
      div(
        {
          display: 'block',
          marginTop: 36,
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -1,
          // At most three lines, an ellipsis after the third; a word longer than a line breaks.
          lineClamp: 3,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
        card.title,
      ),
      div(
        { display: 'flex', alignItems: 'center', gap: 20, marginTop: 'auto' },
        codeMark(56, 16),
        div({ ...oneLine, maxWidth: 900, fontSize: 32, fontWeight: 700 }, card.siteName),
      ),
    ),
  );
}

function siteLayout(card: CardInput) {
  const { art } = card;
  const line = (text: string | undefined, lines: number, style: CSSProperties) =>
    text
      ? div(
          { display: 'block', lineClamp: lines, overflow: 'hidden', lineHeight: 1.3, ...style },
          text,
        )
      : null;
  // The picture's left edge, less a gap, bounds the text column.
  const textWidth = art ? CARD_WIDTH - INSET_X - art.width - 2 * INSET_X : 720;
  return frame(
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        position: 'absolute',
        left: INSET_X,
        top: INSET_TOP,
        width: textWidth,
        height: TEXT_BOTTOM - INSET_TOP,
      },
      div(
        {
          display: 'block',
          fontSize: 92,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -2,
          lineClamp: 2,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
        card.title,
      ),
      line(card.subtitle, 2, { marginTop: 24, fontSize: art ? 36 : 40, color: colors.accent }),
      line(card.tagline, 2, { marginTop: 32, fontSize: art ? 30 : 32 }),
      line(card.footnote, 1, { marginTop: 40, fontSize: 26, color: colors.accent }),
    ),
    art
      ? createElement('img', {
          src: `data:image/png;base64,${art.png.toString('base64')}`,
          width: art.width,
          height: art.height,
          style: {
            position: 'absolute',
            right: INSET_X,
            top: INSET_TOP + (TEXT_BOTTOM - INSET_TOP - art.height) / 2,
            borderRadius: 16,
          },
        })
      : div({ display: 'flex', position: 'absolute', right: INSET_X, top: 150 }, codeMark(260, 14)),
  );
}

// --- Rendering ------------------------------------------------------------------------------

function clean(card: CardInput, covered: ReadonlySet<number>): CardInput {
  const text = (value: string | undefined) =>
    value === undefined ? undefined : drawableText(value, covered) || undefined;
  const siteName = text(card.siteName) ?? '';
  return {
    kind: card.kind ?? 'post',
    // A title of nothing but characters the fonts lack (all CJK or emoji) shows the site name.
    title: text(card.title) ?? siteName,
    category: text(card.category),
    date: card.date,
    siteName,
    subtitle: text(card.subtitle),
    tagline: text(card.tagline),
    footnote: text(card.footnote),
    art: card.art,
  };
}

/**
 * A 1200x630 PNG social card. Satori lays the card out and draws its text as paths in Inter
 * (so nothing depends on the fonts of the machine), sharp rasterises the SVG. Characters that
 * Inter lacks (emoji, CJK) are left out; see `drawableText`. The same input always gives the
 * same bytes.
 */
export async function renderCard(card: CardInput): Promise<Buffer> {
  const { fonts, covered } = await loadFonts();
  const input = clean(card, covered);
  const element = input.kind === 'site' ? siteLayout(input) : postLayout(input);
  const svg = await satori(element, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// --- The site's own cards -------------------------------------------------------------------

/** A card of the site's (site.png, home.png, connect.png): where it goes and what it says. */
export type SiteCard = {
  /** Its path on the site, e.g. /og/site.png. */
  file: string;
  /** What the card says (kind 'site'). */
  card: Omit<CardInput, 'art'>;
  /** A picture on its right: an SVG file, drawn at this size. */
  art?: { svg: string; width: number; height: number };
};

/**
 * Writes the site's cards into `publicDir` (the pages without a card of their own announce
 * them: src/lib/socialCard.ts). Drawn from content at every build, rendered only when their
 * text, their picture or the renderer changed (the cache is keyed like the post cards').
 */
export async function writeSiteCards({
  publicDir,
  cacheDir,
  cards,
}: {
  publicDir: string;
  cacheDir: string;
  cards: readonly SiteCard[];
}): Promise<{ written: number; cached: number }> {
  const { covered, sizes } = await loadFonts();
  await fs.mkdir(cacheDir, { recursive: true });
  const result = { written: 0, cached: 0 };
  const used = new Set<string>();
  for (const { file, card, art } of cards) {
    const svg = art ? await fs.readFile(art.svg) : undefined;
    const cleaned = clean({ ...card, kind: 'site' }, covered);
    const key = createHash('sha256')
      .update(
        JSON.stringify({
          v: RENDERER_VERSION,
          fonts: sizes,
          card: cleaned,
          art: art && svg ? { width: art.width, height: art.height, svg: sha256(svg) } : null,
        }),
      )
      .digest('hex');
    used.add(`${key}.png`);
    const entry = path.join(cacheDir, `${key}.png`);
    const hit = await fs.access(entry).then(
      () => true,
      () => false,
    );
    if (hit) {
      result.cached += 1;
    } else {
      const png =
        art && svg ? await sharp(svg).resize(art.width, art.height).png().toBuffer() : undefined;
      const drawn = await renderCard({
        ...cleaned,
        ...(png && art ? { art: { png, width: art.width, height: art.height } } : {}),
      });
      await writeAtomic(entry, drawn);
      result.written += 1;
    }
    const target = path.join(publicDir, file.replace(/^\/+/, ''));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await place(entry, target);
  }
  for (const name of await fs.readdir(cacheDir)) {
    if ((/^[0-9a-f]{64}\.png$/.test(name) && !used.has(name)) || name.endsWith('.tmp')) {
      await fs.rm(path.join(cacheDir, name), { force: true });
    }
  }
  return result;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

// --- Per-post cards with a cache ------------------------------------------------------------

export type CardPost = {
  slug: string;
  title: string;
  /** The first category's title. */
  category?: string;
  /** ISO date-time. */
  publishedAt: string;
};

export type WritePostCardsOptions = {
  /** Where `<slug>.png` go: public/og/blog. Cards of posts no longer listed are removed. */
  outputDir: string;
  /** Rendered cards by content hash, kept between builds: .cache/social-cards. */
  cacheDir: string;
  posts: CardPost[];
  siteName: string;
  /** Cards rendered at once. @default the machine's available parallelism */
  concurrency?: number;
};

export type WritePostCardsResult = {
  /** Cards rendered in this run. */
  written: number;
  /** Cards copied from the cache without rendering. */
  cached: number;
  /** Cards in outputDir of posts that are gone, deleted. */
  removed: number;
  /** Slugs of posts whose title or category lost characters the fonts lack (emoji, CJK). */
  droppedCharacters: string[];
};

/**
 * A slug becomes a file name: refuse anything that could leave outputDir or hide a file.
 * Throws naming the post.
 */
function checkSlug(post: CardPost) {
  const { slug } = post;
  const bad =
    typeof slug !== 'string' ||
    slug.length === 0 ||
    slug.length > 200 ||
    slug.startsWith('.') ||
    slug.includes('..') ||
    /[/\\:\p{Cc}]/u.test(slug);
  if (bad) {
    throw new Error(
      `Social card: the post "${post.title}" has the slug ${JSON.stringify(slug)}, which cannot be a file name (no empty slug, "/", "\\", ":", "..", leading "." or control characters).`,
    );
  }
}

const tempName = (target: string) =>
  `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

async function writeAtomic(target: string, data: Buffer) {
  const temp = tempName(target);
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/**
 * Puts a cached card at `target` as a hard link (no bytes copied; a copy where links are not
 * possible, e.g. across file systems). A target that already is the entry is left alone, so a
 * build without edits writes nothing. Renamed into place, so a reader never sees half a file.
 */
async function place(entry: string, target: string) {
  const [source, current] = await Promise.all([
    fs.stat(entry),
    fs.stat(target).catch(() => undefined),
  ]);
  if (current && current.ino === source.ino && current.dev === source.dev) return;
  const temp = tempName(target);
  await fs.link(entry, temp).catch(() => fs.copyFile(entry, temp));
  await fs.rename(temp, target);
}

/** What {@link renderPostCards} needs: the posts, who the site is and where rendered cards are kept. */
export type RenderPostCardsOptions = Omit<WritePostCardsOptions, 'outputDir'>;

export type RenderPostCardsResult = {
  /** Cards rendered in this run (the others were in the cache already). */
  written: number;
  /** Slugs of posts whose title or category lost characters the fonts lack (emoji, CJK). */
  droppedCharacters: string[];
  /** Each post's card in the cache, by slug: `<cacheDir>/<key>.png`. */
  entries: Map<string, string>;
};

/**
 * Renders into `cacheDir` every post's card the cache does not have yet, and names each post's
 * entry. The key hashes the card's text, RENDERER_VERSION and the font files' sizes, so the same
 * post always maps to the same entry: a build can render the cards early, in a process of their
 * own (build/social-cards-aside.ts), and {@link writePostCards} then finds them all cached.
 * Nothing is pruned here.
 */
export async function renderPostCards({
  cacheDir,
  posts,
  siteName,
  concurrency = Math.max(1, os.availableParallelism()),
}: RenderPostCardsOptions): Promise<RenderPostCardsResult> {
  const seen = new Map<string, CardPost>();
  for (const post of posts) {
    checkSlug(post);
    const other = seen.get(post.slug);
    if (other) {
      throw new Error(
        `Social card: the posts "${other.title}" and "${post.title}" share the slug "${post.slug}".`,
      );
    }
    seen.set(post.slug, post);
  }
  const { covered, sizes } = await loadFonts();
  await fs.mkdir(cacheDir, { recursive: true });

  const result: RenderPostCardsResult = { written: 0, droppedCharacters: [], entries: new Map() };
  await pool(posts, concurrency, async (post) => {
    const card: CardInput = {
      kind: 'post',
      title: post.title,
      category: post.category,
      date: post.publishedAt,
      siteName,
    };
    const cleaned = clean(card, covered);
    const squash = (text: string | undefined) =>
      text?.normalize('NFC').replace(/\s+/g, ' ').trim() || undefined;
    if (cleaned.title !== squash(card.title) || cleaned.category !== squash(card.category)) {
      result.droppedCharacters.push(post.slug);
    }
    const key = createHash('sha256')
      .update(JSON.stringify({ v: RENDERER_VERSION, fonts: sizes, card: cleaned }))
      .digest('hex');
    const entry = path.join(cacheDir, `${key}.png`);
    result.entries.set(post.slug, entry);
    const hit = await fs.access(entry).then(
      () => true,
      () => false,
    );
    if (!hit) {
      await writeAtomic(entry, await renderCard(cleaned));
      result.written += 1;
    }
  });
  result.droppedCharacters.sort();
  return result;
}

/**
 * Writes `<outputDir>/<slug>.png` for every post: renders what the cache lacks
 * ({@link renderPostCards}), so a rebuild after one edit renders one card and links the others
 * from the cache, then places each. Cache entries no post uses any more are pruned, so the cache
 * stays the size of the site.
 */
export async function writePostCards({
  outputDir,
  ...options
}: WritePostCardsOptions): Promise<WritePostCardsResult> {
  const { posts, cacheDir } = options;
  const rendered = await renderPostCards(options);
  await fs.mkdir(outputDir, { recursive: true });
  const result: WritePostCardsResult = {
    written: rendered.written,
    cached: posts.length - rendered.written,
    removed: 0,
    droppedCharacters: rendered.droppedCharacters,
  };
  const used = new Set<string>();
  await pool(posts, options.concurrency ?? Math.max(1, os.availableParallelism()), async (post) => {
    const entry = rendered.entries.get(post.slug) as string;
    used.add(path.basename(entry));
    await place(entry, path.join(outputDir, `${post.slug}.png`));
  });

  const wanted = new Set(posts.map((post) => `${post.slug}.png`));
  for (const name of await fs.readdir(outputDir)) {
    // A temporary file is left only by a build that was killed mid-write.
    if (name.endsWith('.tmp')) await fs.rm(path.join(outputDir, name), { force: true });
    else if (name.endsWith('.png') && !wanted.has(name)) {
      await fs.rm(path.join(outputDir, name), { force: true });
      result.removed += 1;
    }
  }
  for (const name of await fs.readdir(cacheDir)) {
    const entry = /^[0-9a-f]{64}\.png$/.test(name);
    if ((entry && !used.has(name)) || name.endsWith('.tmp')) {
      await fs.rm(path.join(cacheDir, name), { force: true });
    }
  }
  return result;
}
