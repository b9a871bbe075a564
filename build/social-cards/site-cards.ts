import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { place, sha256, writeAtomic } from './cache';
import { loadFonts } from './fonts';
import type { CardInput } from './layout';
import { clean, renderCard, RENDERER_VERSION } from './render';

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
