#!/usr/bin/env tsx
// Writes the social cards (Open Graph / Twitter images, 1200x630 PNG) of the pages that have no
// image of their own:
//   static/og/site.png     every page without a card of its own (blog list, photos, login ...)
//   static/og/connect.png  /connect, its poster art on a card
//   npx tsx scripts/make-og-cards.ts
// Run it again after changing the owner in src/config/site.ts and commit the PNGs; the sizes
// and alt texts the pages announce are in src/components/Seo.tsx.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { owner } from '../src/config/site';

const WIDTH = 1200;
const HEIGHT = 630;
const outDir = path.join(process.cwd(), 'static/og');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The dark purple backdrop with the sea along the bottom edge, shared by both cards. */
const backdrop = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#16132b"/>
      <stop offset="1" stop-color="#3d2393"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 540 C 200 515 400 560 600 540 S 1000 515 1200 540 V 630 H 0 Z" fill="#5fd3dc"/>
  <path d="M0 556 C 220 540 420 575 640 556 S 1010 538 1200 556 V 630 H 0 Z" fill="#118b93"/>`;

const font = `font-family="DejaVu Sans, Verdana, Arial, sans-serif"`;

/** The default card: name, role and place, and what the site holds. */
function siteCard(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${backdrop}
  <g fill="none" stroke="#b9a7ff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity=".9">
    <path d="M930 170 L860 250 L930 330"/>
    <path d="M1040 170 L1110 250 L1040 330"/>
    <path d="M1005 150 L965 350"/>
  </g>
  <text x="90" y="230" ${font} font-size="92" font-weight="700" fill="#ffffff">${escape(owner.name)}</text>
  <text x="90" y="305" ${font} font-size="40" fill="#c9bcff">${escape(`${owner.role} · ${owner.location}`)}</text>
  <text x="90" y="395" ${font} font-size="32" fill="#ffffff">Blog · Projects · Photos · Connect</text>
</svg>`;
}

/** The Connect card: the app's name and pitch beside its poster. */
function connectCard(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${backdrop}
  <text x="70" y="215" ${font} font-size="96" font-weight="700" fill="#ffffff">Connect</text>
  <text x="70" y="285" ${font} font-size="34" fill="#c9bcff">Group chat and video calls</text>
  <text x="70" y="345" ${font} font-size="28" fill="#ffffff">Channels · Shared interests</text>
  <text x="70" y="390" ${font} font-size="28" fill="#ffffff">Live discussions</text>
  <text x="70" y="470" ${font} font-size="24" fill="#c9bcff">${escape(`A project by ${owner.name}`)}</text>
</svg>`;
}

async function render(svg: string, file: string, overlay?: sharp.OverlayOptions) {
  let image = sharp(Buffer.from(svg));
  if (overlay) image = sharp(await image.png().toBuffer()).composite([overlay]);
  const target = path.join(outDir, file);
  await image.png({ compressionLevel: 9 }).toFile(target);
  const { width, height } = await sharp(target).metadata();
  const bytes = fs.statSync(target).size;
  console.log(`${path.relative(process.cwd(), target)}: ${width}x${height}, ${bytes} bytes`);
  if (width !== WIDTH || height !== HEIGHT) throw new Error(`${file} is not ${WIDTH}x${HEIGHT}`);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  await render(siteCard(), 'site.png');
  // The /connect poster (800x500) at 560x350, right of the text and above the sea.
  const poster = await sharp(path.join(process.cwd(), 'static/connect/poster.svg'))
    .resize(560, 350)
    .png()
    .toBuffer();
  await render(connectCard(), 'connect.png', { input: poster, left: 580, top: 110 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
