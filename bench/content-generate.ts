/**
 * Datasets for the build benchmarks: the sample content (content/, read by the embedded Lake's
 * authoring reader) with its posts repeated N times, written in the layout `sanity dataset
 * export` writes (data.ndjson, assets.json, images/), which the Lake serves as it is. Every
 * post gets its own drawn cover (image processing is then part of a build's cost) unless
 * --shared-images, where the copies reuse the sample covers.
 *
 *   npx tsx bench/content-generate.ts --posts 1000 [--out DIR] [--shared-images]
 *   CONTENT_DIR=DIR npm run build
 *
 * An export rather than an authoring folder: a benchmark's warm build edits one title in
 * data.ndjson, and 1,000 posts are read in milliseconds instead of parsed as Markdown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAuthoringFolder } from '../server/content-lake/authoring';
import { generatedCover } from '../server/content-lake/authoring/art';
import { rev, stamp } from '../server/content-lake/authoring/ids';
import { runImageJobs, type ImageInfo } from '../server/content-lake/authoring/imageWorker';
import { LAKE_DATASET, LAKE_PROJECT_ID } from '../server/content-lake';
import type { SanityDoc } from '../server/content-lake/types';

const USAGE =
  'Usage: npx tsx bench/content-generate.ts --posts N [--out DIR] [--shared-images]\n' +
  '  --posts N          how many posts (1 to 100000), copies of the sample posts\n' +
  '  --out DIR          where to write the dataset (default: a folder in the temp directory)\n' +
  '  --shared-images    the copies reuse the sample covers instead of one drawn cover each';

type Args = { posts: number; out: string; sharedImages: boolean };

export function parseArgs(argv: string[]): Args | 'help' {
  let posts: number | undefined;
  let out: string | undefined;
  let sharedImages = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--posts') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 100_000)
        throw new Error('--posts needs a whole number from 1 to 100000');
      posts = n;
    } else if (arg === '--out') {
      const dir = argv[++i];
      if (!dir) throw new Error('--out needs a folder');
      out = path.resolve(dir);
    } else if (arg === '--shared-images') {
      sharedImages = true;
    } else {
      throw new Error(`Unknown argument ${arg}.\n${USAGE}`);
    }
  }
  if (posts === undefined) throw new Error(`--posts is required.\n${USAGE}`);
  return {
    posts,
    out: out ?? path.join(os.tmpdir(), `portfolio-content-${posts}`),
    sharedImages,
  };
}

/** A copy of a sample post; `drawCover` names the slug whose cover is drawn for it. */
export type ScaledPost = { doc: SanityDoc; drawCover?: string };

/**
 * N posts cycling through the sample's, spread over two years, claps varied. By default each
 * gets its own drawn cover (and a numbered title); shared, it keeps its sample post's cover.
 */
export function scalePosts(base: SanityDoc[], n: number, sharedImages: boolean): ScaledPost[] {
  const start = Date.parse('2023-11-01T08:00:00Z');
  const span = 730 * 24 * 3600 * 1000;
  return Array.from({ length: n }, (_, i) => {
    const src = base[i % base.length] as SanityDoc;
    const slug = `${(src.slug as { current: string }).current}-${i + 1}`;
    const id = `post-${slug}`;
    const publishedAt = stamp(new Date(start + Math.floor((span * i) / n)).toISOString());
    const claps = i % 7 === 3 ? undefined : i % 5 === 0 ? 0 : (i * 37) % 500;
    const { claps: _claps, ...rest } = src;
    void _claps;
    const doc: SanityDoc = {
      ...rest,
      _id: id,
      _createdAt: publishedAt,
      _updatedAt: publishedAt,
      _rev: rev(id),
      title: sharedImages ? src.title : `${String(src.title)} #${i + 1}`,
      slug: { _type: 'slug', current: slug },
      publishedAt,
      ...(claps === undefined ? {} : { claps }),
    };
    return sharedImages ? { doc } : { doc, drawCover: slug };
  });
}

const IMAGE_ID = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;

/** Image references as `sanity dataset export` writes them (`_sanityAsset`); file fields go. */
function toExport(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toExport);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const ref = (child as { _ref?: unknown } | null)?._ref;
    if (key === 'asset' && typeof ref === 'string') {
      const match = IMAGE_ID.exec(ref);
      if (!match) return undefined; // a file (the résumé): not part of a benchmark dataset
      const [, sha1, w, h, ext] = match;
      out._sanityAsset = `image@file://./images/${sha1}-${w}x${h}.${ext}`;
      continue;
    }
    const converted = toExport(child);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

function assetEntry(doc: SanityDoc): Record<string, unknown> {
  const keep = [
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
  return Object.fromEntries(Object.entries(doc).filter(([key]) => keep.includes(key)));
}

function drawnAsset(info: ImageInfo, size: number, originalFilename: string, date: string) {
  const light =
    ['1', '3', '5']
      .map((i) => parseInt(info.dominant.slice(Number(i), Number(i) + 2), 16))
      .reduce((sum, c, k) => sum + c * [0.299, 0.587, 0.114][k]!, 0) > 150;
  return {
    _createdAt: date,
    _updatedAt: date,
    _rev: rev(info.sha1),
    originalFilename,
    sha1hash: info.sha1,
    size,
    uploadId: rev(`upload:${info.sha1}`),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: info.width,
        height: info.height,
        aspectRatio: info.width / info.height,
      },
      hasAlpha: info.hasAlpha,
      isOpaque: info.isOpaque,
      lqip: info.lqip,
      palette: {
        _type: 'sanity.imagePalette',
        dominant: {
          _type: 'sanity.imagePaletteSwatch',
          background: info.dominant,
          foreground: light ? '#000' : '#fff',
          population: 1,
          title: light ? '#000' : '#fff',
        },
      },
    },
  };
}

export function writeDataset(
  args: Args,
  contentDir: string,
): { documents: number; images: number } {
  const sample = loadAuthoringFolder(contentDir, {
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    cacheDir: path.join(os.tmpdir(), 'portfolio-content-generate-cache'),
  });
  const published = sample.documents.filter((doc) => !doc._id.startsWith('drafts.'));
  const samplePosts = published
    .filter((doc) => doc._type === 'post')
    .sort((a, b) => (a._id < b._id ? -1 : 1));
  const others = published.filter((doc) => doc._type !== 'post');
  const posts = scalePosts(samplePosts, args.posts, args.sharedImages);

  const imagesDir = path.join(args.out, 'images');
  fs.rmSync(imagesDir, { recursive: true, force: true });
  fs.mkdirSync(imagesDir, { recursive: true });
  const assets: Record<string, Record<string, unknown>> = {};

  // Drawn covers: one sharp process renders them all into images/.
  const drawn = posts.filter((post) => post.drawCover);
  const results = runImageJobs(
    drawn.map((post, i) => ({
      svg: generatedCover(post.drawCover ?? '').svg,
      out: path.join(imagesDir, `drawing-${i}.webp`),
    })),
  );
  drawn.forEach((post, i) => {
    const result = results[i];
    if (!result || 'error' in result)
      throw new Error(`drawing a cover failed: ${JSON.stringify(result)}`);
    const name = `${result.sha1}-${result.width}x${result.height}.webp`;
    const file = path.join(imagesDir, name);
    fs.renameSync(path.join(imagesDir, `drawing-${i}.webp`), file);
    const slug = post.drawCover ?? '';
    assets[`image-${result.sha1}`] = drawnAsset(
      result,
      fs.statSync(file).size,
      `${slug}.webp`,
      String(post.doc.publishedAt),
    );
    post.doc.mainImage = {
      _type: 'mainImage',
      asset: {
        _type: 'reference',
        _ref: `image-${result.sha1}-${result.width}x${result.height}-webp`,
      },
      alt: generatedCover(slug).alt,
    };
  });

  const documents = [...others, ...posts.map((post) => post.doc)].map(
    (doc) => toExport(doc) as SanityDoc,
  );
  // The sample's own images that the documents use (covers when shared, experience pictures).
  const used = JSON.stringify(documents);
  for (const [id, asset] of sample.assets) {
    const match = IMAGE_ID.exec(id);
    if (!match) continue;
    const [, sha1, w, h, ext] = match;
    const name = `${sha1}-${w}x${h}.${ext}`;
    if (!used.includes(name)) continue;
    fs.copyFileSync(sample.files.get(name) ?? '', path.join(imagesDir, name));
    assets[`image-${sha1}`] = assetEntry(asset);
  }

  fs.writeFileSync(
    path.join(args.out, 'data.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n',
  );
  const sorted = Object.fromEntries(Object.entries(assets).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(args.out, 'assets.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  return { documents: documents.length, images: Object.keys(sorted).length };
}

// Run as a script; imported (by tests, for scalePosts) it does nothing.
if (require.main === module) {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (args === 'help') {
      console.log(USAGE);
    } else {
      const started = Date.now();
      const result = writeDataset(args, path.resolve(__dirname, '../content'));
      console.log(
        `${args.out}: ${result.documents} documents, ${result.images} images (${Date.now() - started} ms)`,
      );
      console.log(`Build with it: CONTENT_DIR=${args.out} npm run build`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
