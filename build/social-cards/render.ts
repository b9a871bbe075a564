import satori from 'satori';
// sharp rasterises satori's SVG (librsvg) rather than @resvg/resvg-js: the site already
// depends on sharp for its images, so the cards need no second native dependency.
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/lib/socialCard';
import { drawableText, loadFonts } from './fonts';
import { postLayout, siteLayout, type CardInput } from './layout';

/**
 * Bump when the card's look changes: it is part of every cache key, so the next build renders
 * every card again instead of serving the old design from the cache.
 */
export const RENDERER_VERSION = 1;

export function clean(card: CardInput, covered: ReadonlySet<number>): CardInput {
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
