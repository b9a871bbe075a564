import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Content's files in the built site: a project's SVG or GIF, the résumé PDF. gatsby-node's
 * `publicPath` resolver (on SanityImageAsset and SanityFileAsset) calls `publishAsset`, which
 * fetches the asset's `url` once (the embedded Content Lake on loopback, or cdn.sanity.io) and
 * writes it to `public/static/<assetId>.<ext>`; pages link that path, so the built site never
 * points at the Lake or at Sanity's CDN. Sanity's asset ids are the file's SHA-1, so the name
 * changes with the content and the server may cache /static/ for good (server/app.ts).
 */

/** An asset document as gatsby-source-sanity makes it a node (the fields this needs). */
export type AssetSource = {
  _id?: string | null;
  assetId?: string | null;
  extension?: string | null;
  url?: string | null;
  size?: number | null;
};

/** Where published files go on the site. */
const PUBLIC_FOLDER = '/static';

/** One download per file and process, however many pages ask for it. */
const published = new Map<string, Promise<string>>();

const SAFE = /^[A-Za-z0-9_-]+$/;

/** The file's path on the site: `/static/<assetId>.<ext>`, or null when the asset has no url. */
export function assetPath(source: AssetSource): string | null {
  const url = source.url?.trim();
  if (!url) return null;
  const extension = (source.extension ?? path.extname(new URL(url).pathname).slice(1))
    .trim()
    .toLowerCase();
  // The id names a file: anything but letters, digits, - and _ is hashed instead.
  const rawId = source.assetId?.trim() || source._id?.trim() || url;
  const id = SAFE.test(rawId) ? rawId : createHash('sha1').update(rawId).digest('hex');
  return `${PUBLIC_FOLDER}/${id}${SAFE.test(extension) ? `.${extension}` : ''}`;
}

async function download(url: string, target: string, size: number | null | undefined) {
  const existing = await fs.stat(target).catch(() => undefined);
  // Named by its content: a file of the right size already there is this file.
  if (existing?.isFile() && (size == null || existing.size === size)) return;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Could not fetch ${url} for the built site: HTTP ${response.status}`);
  }
  const data = Buffer.from(await response.arrayBuffer());
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/**
 * Puts the asset's file into `publicDir` (once per process; skipped when it is already there)
 * and returns its path on the site, or null for an asset without a url.
 */
export function publishAsset(source: AssetSource, publicDir: string): Promise<string | null> {
  const sitePath = assetPath(source);
  const url = source.url?.trim();
  if (!sitePath || !url) return Promise.resolve(null);
  let done = published.get(sitePath);
  if (!done) {
    done = download(url, path.join(publicDir, sitePath.slice(1)), source.size).then(() => sitePath);
    published.set(sitePath, done);
    // A failed download is tried again by the next query that needs it.
    done.catch(() => published.delete(sitePath));
  }
  return done;
}
