#!/usr/bin/env tsx
// Writes the social cards (Open Graph / Twitter images, 1200x630 PNG) of the pages that have no
// card of their own, in the same look and type as the per-post cards the build renders
// (build/social-cards.ts):
//   static/og/site.png     every page without a card of its own (blog list, photos, login ...)
//   static/og/connect.png  /connect, its poster art on a card
//   npx tsx scripts/make-og-cards.ts
// Run it again after changing the owner in src/config/site.ts or the cards' look, and commit
// the PNGs; the sizes and alt texts the pages announce are in src/components/Seo.tsx.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderCard } from '../build/social-cards';
import { owner } from '../src/config/site';
import { CARD_HEIGHT, CARD_WIDTH } from '../src/lib/socialCard';

const outDir = path.join(process.cwd(), 'static/og');

async function write(file: string, png: Buffer) {
  const target = path.join(outDir, file);
  fs.writeFileSync(target, png);
  const { width, height } = await sharp(png).metadata();
  console.log(`${path.relative(process.cwd(), target)}: ${width}x${height}, ${png.length} bytes`);
  if (width !== CARD_WIDTH || height !== CARD_HEIGHT) {
    throw new Error(`${file} is not ${CARD_WIDTH}x${CARD_HEIGHT}`);
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  await write(
    'site.png',
    await renderCard({
      kind: 'site',
      title: owner.name,
      subtitle: `${owner.role} · ${owner.location}`,
      tagline: 'Blog · Projects · Photos · Connect',
      siteName: owner.name,
    }),
  );
  // The /connect poster (800x500) at 480x300, right of the text and above the sea.
  const art = { width: 480, height: 300 };
  const poster = await sharp(path.join(process.cwd(), 'static/connect/poster.svg'))
    .resize(art.width, art.height)
    .png()
    .toBuffer();
  await write(
    'connect.png',
    await renderCard({
      kind: 'site',
      title: 'Connect',
      subtitle: 'Group chat and video calls',
      tagline: 'Channels, shared interests and live discussions',
      footnote: `A project by ${owner.name}`,
      siteName: owner.name,
      art: { png: poster, ...art },
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
