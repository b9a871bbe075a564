/**
 * Writes documents in the layout `sanity dataset export` writes and `sanity dataset import`
 * reads: data.ndjson with asset fields as `_sanityAsset` (images/<sha1>-WxH.ext,
 * files/<sha1>.ext), assets.json with the asset documents' fields by asset id. The Lake reads
 * this layout too (a folder with a data.ndjson).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedDataset } from '../dataset';
import type { SanityDoc } from '../types';

const IMAGE_ID = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;
const FILE_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/;

/** The served file name of an asset id, and how data.ndjson names it. */
function exportName(id: string): { folder: string; name: string; value: string } | undefined {
  const image = IMAGE_ID.exec(id);
  if (image) {
    const [, sha1, w, h, ext] = image;
    const name = `${sha1}-${w}x${h}.${ext}`;
    return { folder: 'images', name, value: `image@file://./images/${name}` };
  }
  const file = FILE_ID.exec(id);
  if (file) {
    const name = `${file[1]}.${file[2]}`;
    return { folder: 'files', name, value: `file@file://./files/${name}` };
  }
  return undefined;
}

/** `asset: {_ref}` fields as `_sanityAsset`, collecting the asset ids used. */
function toExport(value: unknown, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => toExport(item, used));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const ref = (child as { _ref?: unknown } | null)?._ref;
    const target = key === 'asset' && typeof ref === 'string' ? exportName(ref) : undefined;
    if (target && typeof ref === 'string') {
      used.add(ref);
      out._sanityAsset = target.value;
      continue;
    }
    out[key] = toExport(child, used);
  }
  return out;
}

const ASSET_FIELDS = [
  '_createdAt',
  '_updatedAt',
  '_rev',
  'originalFilename',
  'sha1hash',
  'size',
  'uploadId',
  'altText',
  'metadata',
];

/**
 * Writes `documents` (and the assets they use, from `dataset`) into `outDir`, replacing a
 * former export there. Returns how many documents and assets it wrote.
 */
export function writeExportLayout(
  outDir: string,
  documents: SanityDoc[],
  dataset: Pick<LoadedDataset, 'assets' | 'files'>,
): { documents: number; assets: number } {
  for (const folder of ['images', 'files']) {
    fs.rmSync(path.join(outDir, folder), { recursive: true, force: true });
  }
  fs.mkdirSync(outDir, { recursive: true });
  const used = new Set<string>();
  const lines = documents.map((doc) => JSON.stringify(toExport(doc, used)));
  const assets: Record<string, Record<string, unknown>> = {};
  for (const id of [...used].sort()) {
    const target = exportName(id);
    const asset = dataset.assets.get(id);
    const source = target && dataset.files.get(target.name);
    if (!target || !asset || !source) throw new Error(`export: asset ${id} is not in the dataset`);
    fs.mkdirSync(path.join(outDir, target.folder), { recursive: true });
    fs.copyFileSync(source, path.join(outDir, target.folder, target.name));
    assets[id.startsWith('image-') ? `image-${asset.assetId}` : `file-${asset.assetId}`] =
      Object.fromEntries(Object.entries(asset).filter(([key]) => ASSET_FIELDS.includes(key)));
  }
  fs.writeFileSync(path.join(outDir, 'data.ndjson'), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(outDir, 'assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
  return { documents: lines.length, assets: used.size };
}
