import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CSP_MANIFEST, type CspManifest } from '../shared/csp-manifest';
import { deferGatsbyScripts } from './deferred-scripts';

/**
 * What the build leaves in public/ that a visitor should not get, taken out after the build
 * (gatsby-node's onPostBuild, before precompression):
 *
 * - source maps: moved to a folder beside the build (they decode a stack trace from a visitor's
 *   browser) and their `sourceMappingURL` comments dropped, so no client source is served;
 * - the build-time image source: Gatsby's image URLs (`/_gatsby/image/…?u=<source>&a=…`) carry
 *   the address the build fetched each image from (the embedded Content Lake on loopback). The
 *   built file's path alone names it, so the query goes (gatsby-ssr drops the generator meta);
 * - Gatsby's bundle tags, replaced by a loader that adds them after the page has loaded
 *   (deferred-scripts.ts);
 * - and it records the SHA-256 of every inline script per page, for the server's CSP.
 */

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

// A script element with no src whose type is JavaScript (or absent): the ones CSP governs.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NOT_JS = /\btype\s*=\s*["']?(?!(?:text|application)\/javascript|module)[^"'\s>]/i;

/** The `'sha256-…'` source of each inline script in an HTML page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_JS.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

// `/_gatsby/image/<hash>/<hash>/<name>?u=…&a=…&cd=…` (in HTML, `&amp;`; in JSON, `\u0026`),
// up to the end of the attribute, string or srcset entry.
const IMAGE_CDN_QUERY = /(\/_gatsby\/(?:image|file)\/[^"'\s?,]+)\?u=[^"'\s,]*/g;

/** A page or page-data text with Gatsby's image URLs reduced to their built file's path. */
function stripImageSources(text: string): string {
  return text.replace(IMAGE_CDN_QUERY, '$1');
}

const SOURCE_MAP_COMMENT = /\n?\/[/*][#@] sourceMappingURL=[^\n]*\s*$/;

export type HardenResult = { maps: number; pages: number; rewritten: number };

/**
 * Takes the source maps, build-time addresses and inline-script hashes out of (and into a
 * manifest in) `publicDir`; maps go to `sourceMapDir`. Safe to run twice.
 */
export function hardenBuild(
  publicDir: string,
  options: { sourceMapDir: string; connectSrc?: string[] },
): HardenResult {
  const result: HardenResult = { maps: 0, pages: 0, rewritten: 0 };
  const manifest: CspManifest = { connectSrc: options.connectSrc ?? [], pages: {} };
  fs.rmSync(options.sourceMapDir, { recursive: true, force: true });
  for (const file of walk(publicDir)) {
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (file.endsWith('.map')) {
      const target = path.join(options.sourceMapDir, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(file, target);
      result.maps++;
      continue;
    }
    const isPage = file.endsWith('.html');
    const isText = isPage || file.endsWith('.json') || /\.(js|css)$/.test(file);
    if (!isText) continue;
    const before = fs.readFileSync(file, 'utf8');
    const after = /\.(js|css)$/.test(file)
      ? before.replace(SOURCE_MAP_COMMENT, '')
      : isPage
        ? deferGatsbyScripts(stripImageSources(before))
        : stripImageSources(before);
    if (isPage) {
      manifest.pages[relative] = inlineScriptHashes(after);
      result.pages++;
    }
    if (after !== before) {
      fs.writeFileSync(file, after);
      result.rewritten++;
    }
  }
  fs.writeFileSync(path.join(publicDir, CSP_MANIFEST), JSON.stringify(manifest));
  return result;
}
