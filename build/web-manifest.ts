import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from '../src/lib/webManifest';

/**
 * The web app manifest and its icons, written into the built site by gatsby-node's
 * onPostBuild. gatsby-plugin-manifest does the same, but its browser half imports the
 * `gatsby` entry into the app bundle and cost every page about 2 KB brotli of JavaScript that
 * does nothing here (it only swaps manifests of localised sites); this is the build half alone.
 */

export type ManifestOptions = {
  name: string;
  shortName: string;
  description: string;
  /** The page background while the app starts, and the browser's colour (light mode). */
  backgroundColor: string;
  themeColor: string;
  /** A square SVG drawn edge to edge: its content inside the central 80% (maskable safe zone). */
  iconSvg: string;
};

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: APPLE_TOUCH_ICON.slice(1), size: 180, purpose: undefined },
] as const;

/** Writes `manifest.webmanifest` and its PNG icons into `publicDir`. */
export async function writeWebManifest(publicDir: string, options: ManifestOptions) {
  const svg = await fs.readFile(options.iconSvg);
  await fs.mkdir(path.join(publicDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const png = await sharp(svg, { density: Math.ceil((72 * icon.size) / 64) })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await fs.writeFile(path.join(publicDir, icon.file), png);
  }
  const manifest = {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: options.backgroundColor,
    theme_color: options.themeColor,
    icons: ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      ...(icon.purpose ? { purpose: icon.purpose } : {}),
    })),
  };
  await fs.writeFile(path.join(publicDir, MANIFEST_PATH.slice(1)), `${JSON.stringify(manifest)}\n`);
  return { icons: ICONS.length };
}
