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
import { writeExportLayout } from '../server/content-lake/authoring/exportLayout';
import { rev, stamp } from '../server/content-lake/authoring/ids';
import { imageMetadata } from '../server/content-lake/authoring/assets';
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

/** The asset document of a drawn cover, as the Lake's authoring reader makes one. */
function drawnAsset(info: ImageInfo, file: string, slug: string, date: string): SanityDoc {
  const name = `${info.sha1}-${info.width}x${info.height}.webp`;
  return {
    _id: `image-${info.sha1}-${info.width}x${info.height}-webp`,
    _type: 'sanity.imageAsset',
    _createdAt: date,
    _updatedAt: date,
    _rev: rev(info.sha1),
    assetId: info.sha1,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: `${slug}.webp`,
    path: `images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${name}`,
    sha1hash: info.sha1,
    size: fs.statSync(file).size,
    uploadId: rev(`upload:${info.sha1}`),
    url: '',
    metadata: imageMetadata(info),
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
  // No résumé: a benchmark builds pages, and the file would only be copied around.
  const others = published
    .filter((doc) => doc._type !== 'post')
    .map(({ resume, ...doc }) => (void resume, doc as SanityDoc));
  const posts = scalePosts(samplePosts, args.posts, args.sharedImages);

  // Drawn covers: one sharp process renders them all.
  const drawings = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-drawn-covers-'));
  try {
    const assets = new Map(sample.assets);
    const files = new Map(sample.files);
    const drawn = posts.filter((post) => post.drawCover);
    const results = runImageJobs(
      drawn.map((post, i) => ({
        svg: generatedCover(post.drawCover ?? '').svg,
        out: path.join(drawings, `${i}.webp`),
      })),
    );
    drawn.forEach((post, i) => {
      const result = results[i];
      if (!result || !('sha1' in result)) {
        throw new Error(`drawing a cover failed: ${JSON.stringify(result)}`);
      }
      const slug = post.drawCover ?? '';
      const file = path.join(drawings, `${i}.webp`);
      const asset = drawnAsset(result, file, slug, String(post.doc.publishedAt));
      assets.set(asset._id, asset);
      files.set(`${result.sha1}-${result.width}x${result.height}.webp`, file);
      post.doc.mainImage = {
        _type: 'mainImage',
        asset: { _type: 'reference', _ref: asset._id },
        alt: generatedCover(slug).alt,
      };
    });
    const written = writeExportLayout(args.out, [...others, ...posts.map((post) => post.doc)], {
      assets,
      files,
    });
    return { documents: written.documents, images: written.assets };
  } finally {
    fs.rmSync(drawings, { recursive: true, force: true });
  }
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
