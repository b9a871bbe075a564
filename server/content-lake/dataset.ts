import fs from 'node:fs';
import path from 'node:path';
import type { SanityDoc } from './types';

/**
 * Reads a dataset in the layout `sanity dataset export` writes (data.ndjson, assets.json,
 * images/<sha1>-WxH.ext and files/<sha1>.ext, asset fields as
 * `_sanityAsset: "image@file://./images/..."` or `"file@file://./files/..."`) and rebuilds the
 * raw form Sanity serves: one `sanity.imageAsset` (or `sanity.fileAsset`) document per file,
 * and fields pointing at it with `asset: {_type: "reference", _ref: "image-<sha1>-WxH-<ext>"}`.
 */
export type LoadedDataset = {
  documents: SanityDoc[];
  /** Asset documents by id (`url` is filled in by the store). */
  assets: Map<string, SanityDoc>;
  /** Served file name (`<sha1>-WxH.ext`, `<sha1>.pdf`) -> absolute path on disk. */
  files: Map<string, string>;
};

type AssetMeta = Record<string, unknown>;

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function mimeTypeFor(extension: string): string {
  return MIME[extension.toLowerCase()] ?? 'application/octet-stream';
}

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const SANITY_FILE = /^file@file:\/\/\.\/files\/([a-f0-9]{40})\.([a-z0-9]+)$/;

type ImageFileRef = { sha1: string; width: number; height: number; extension: string };

function parseSanityAsset(value: string): ImageFileRef | null {
  const match = SANITY_ASSET.exec(value);
  if (!match) return null;
  const [, sha1 = '', w = '0', h = '0', extension = ''] = match;
  return { sha1, width: Number(w), height: Number(h), extension };
}

const imageAssetId = (f: ImageFileRef) => `image-${f.sha1}-${f.width}x${f.height}-${f.extension}`;
const imageFileName = (f: ImageFileRef) => `${f.sha1}-${f.width}x${f.height}.${f.extension}`;

/** Where the Lake serves an image: Sanity's CDN path layout under the Lake's own origin. */
function assetPath(projectId: string, dataset: string, f: ImageFileRef): string {
  return `images/${projectId}/${dataset}/${imageFileName(f)}`;
}

/**
 * The file with its links resolved, if that is inside the dataset folder (with its own links
 * resolved); a link leading outside is refused, as that file would be served.
 */
function insideFolder(root: string, filePath: string): string {
  const real = fs.realpathSync(filePath);
  const relative = path.relative(fs.realpathSync(root), real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`Content Lake: ${filePath} is a link to ${real}, outside the dataset folder`);
  }
  return real;
}

export function loadExportDataset(
  contentDir: string,
  location: { projectId: string; dataset: string },
): LoadedDataset {
  const dataFile = path.join(contentDir, 'data.ndjson');
  if (!fs.existsSync(dataFile)) {
    throw new Error(
      `Content Lake: no data.ndjson in ${contentDir} (CONTENT_DIR must point at a folder in the layout "sanity dataset export" writes)`,
    );
  }
  const assetsFile = path.join(contentDir, 'assets.json');
  const assetMeta: Record<string, AssetMeta> = fs.existsSync(assetsFile)
    ? (JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as Record<string, AssetMeta>)
    : {};

  const assets = new Map<string, SanityDoc>();
  const files = new Map<string, string>();
  const documents: SanityDoc[] = [];

  const lines = fs.readFileSync(dataFile, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let doc: SanityDoc;
    try {
      doc = JSON.parse(line) as SanityDoc;
    } catch (error) {
      throw new Error(
        `Content Lake: ${dataFile}:${index + 1} is not valid JSON (${(error as Error).message})`,
      );
    }
    if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new Error(`Content Lake: ${dataFile}:${index + 1} has no _id/_type`);
    }
    documents.push(rewriteAssets(doc, register, registerFile) as SanityDoc);
  });

  /** A file asset (`file@file://./files/<sha1>.<ext>`, the résumé). */
  function registerFile(sha1: string, extension: string): string {
    const id = `file-${sha1}-${extension}`;
    if (assets.has(id)) return id;
    const fileName = `${sha1}.${extension}`;
    const filePath = path.join(contentDir, 'files', fileName);
    if (!fs.existsSync(filePath)) {
      throw new Error(`Content Lake: ${filePath} is referenced by data.ndjson but missing`);
    }
    files.set(fileName, insideFolder(contentDir, filePath));
    const meta = assetMeta[`file-${sha1}`] ?? {};
    const stamp = (meta._createdAt as string | undefined) ?? '2024-01-01T00:00:00Z';
    assets.set(id, {
      _createdAt: stamp,
      _updatedAt: stamp,
      _rev: `asset-${sha1.slice(0, 12)}`,
      originalFilename: fileName,
      ...meta,
      _id: id,
      _type: 'sanity.fileAsset',
      assetId: sha1,
      extension,
      mimeType: mimeTypeFor(extension),
      path: `files/${location.projectId}/${location.dataset}/${fileName}`,
      sha1hash: sha1,
      size: fs.statSync(filePath).size,
      url: '',
    });
    return id;
  }

  function register(ref: ImageFileRef): string {
    const id = imageAssetId(ref);
    if (assets.has(id)) return id;
    const fileName = imageFileName(ref);
    const filePath = path.join(contentDir, 'images', fileName);
    if (!fs.existsSync(filePath)) {
      throw new Error(`Content Lake: ${filePath} is referenced by data.ndjson but missing`);
    }
    files.set(fileName, insideFolder(contentDir, filePath));
    const meta = assetMeta[`image-${ref.sha1}`] ?? {};
    const metadata = (meta.metadata as Record<string, unknown> | undefined) ?? {};
    const stamp = (meta._createdAt as string | undefined) ?? '2024-01-01T00:00:00Z';
    assets.set(id, {
      _createdAt: stamp,
      _updatedAt: (meta._updatedAt as string | undefined) ?? stamp,
      _rev: (meta._rev as string | undefined) ?? `asset-${ref.sha1.slice(0, 12)}`,
      ...meta,
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: ref.sha1,
      extension: ref.extension,
      mimeType: mimeTypeFor(ref.extension),
      path: assetPath(location.projectId, location.dataset, ref),
      sha1hash: (meta.sha1hash as string | undefined) ?? ref.sha1,
      size: (meta.size as number | undefined) ?? fs.statSync(filePath).size,
      originalFilename: (meta.originalFilename as string | undefined) ?? fileName,
      url: '',
      metadata: {
        _type: 'sanity.imageMetadata',
        hasAlpha: false,
        isOpaque: true,
        ...metadata,
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: ref.width,
          height: ref.height,
          aspectRatio: ref.width / ref.height,
        },
      },
    });
    return id;
  }

  return { documents, assets, files };
}

/** Replaces every `_sanityAsset` image or file field with a reference to its asset document. */
function rewriteAssets(
  value: unknown,
  register: (ref: ImageFileRef) => string,
  registerFile: (sha1: string, extension: string) => string,
): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => rewriteAssets(item, register, registerFile));
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const ref = parseSanityAsset(child);
      const file = ref ? null : SANITY_FILE.exec(child);
      if (!ref && !file) throw new Error(`Content Lake: unsupported _sanityAsset "${child}"`);
      out.asset = {
        _type: 'reference',
        _ref: ref ? register(ref) : registerFile(file?.[1] ?? '', file?.[2] ?? ''),
      };
      continue;
    }
    out[key] = rewriteAssets(child, register, registerFile);
  }
  return out;
}
