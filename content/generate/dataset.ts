/**
 * Writes a dataset in the layout `sanity dataset export` produces (and `sanity dataset import`
 * reads): data.ndjson with image fields as `_sanityAsset` references, assets.json with the asset
 * documents' metadata keyed `image-<sha1>`, and images/<sha1>-WxH.ext.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { pool } from '../../shared/pool';
import { coverSvg, sceneSvg, type Motif } from './art';
import { keyMaker, toPortableText } from './portableText';

export type PostSource = {
  slug: string;
  title: string;
  publishedAt: string;
  categories: string[];
  /** Omit to leave the field absent (the site then shows 0). */
  claps?: number;
  alt: string;
  motif: Motif;
  palette: number;
  /** Seeds the cover's drawing; posts with the same seed, motif and palette share one image. @default slug */
  coverSeed?: string;
  body: string;
};
export type CategorySource = { id: string; title: string; description: string };
export type ExperienceSource = {
  id: string;
  company: string;
  role: string;
  startDate: string;
  endDate?: string;
  description: string;
  /** `caption` names the picture in the source only; it is not drawn into the image. */
  images: { caption: string; kind: 'landscape' | 'desk' | 'city'; alt: string }[];
};
/** The owner's profile document (id `profile`); its portrait is optional. */
export type ProfileSource = {
  /** Omit for no portrait: the hero then shows its drawn illustration. */
  portrait?: { svg: string; alt: string };
};
export type DatasetSource = {
  categories: CategorySource[];
  /** Omit to write no profile document. */
  profile?: ProfileSource;
  posts: PostSource[];
  experience: ExperienceSource[];
  /** Unpublished edits (drafts.<id>) that the site must not show. */
  drafts?: { of: string; title: string }[];
};

type Doc = Record<string, unknown> & { _id: string; _type: string };
type AssetMeta = Record<string, unknown>;

const ts = (date: string) => new Date(date).toISOString().replace('.000Z', 'Z');
const rev = (seed: string) =>
  crypto.createHash('sha1').update(seed).digest('base64url').slice(0, 22);

class ImageWriter {
  readonly assets: Record<string, AssetMeta> = {};
  /** Drawings already rendered: the same SVG is one asset (posts sharing a cover, in benchmarks). */
  private readonly rendered = new Map<string, Promise<string>>();
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /**
   * Renders SVG to WebP, stores it by content hash and returns the `_sanityAsset` value. An SVG
   * seen before gives the first rendering's asset without drawing it again.
   */
  add(svg: string, originalFilename: string, createdAt: string): Promise<string> {
    let asset = this.rendered.get(svg);
    if (!asset) {
      asset = this.render(svg, originalFilename, createdAt);
      this.rendered.set(svg, asset);
    }
    return asset;
  }

  private async render(svg: string, originalFilename: string, createdAt: string): Promise<string> {
    const image = sharp(Buffer.from(svg));
    const buffer = await image.webp({ quality: 70, effort: 5 }).toBuffer();
    const { width = 0, height = 0 } = await sharp(buffer).metadata();
    const sha1 = crypto.createHash('sha1').update(buffer).digest('hex');
    const fileName = `${sha1}-${width}x${height}.webp`;
    fs.writeFileSync(path.join(this.dir, fileName), buffer);
    const lqip = await sharp(buffer).resize(20).jpeg({ quality: 40 }).toBuffer();
    const { dominant } = await sharp(buffer).stats();
    const hex = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    const light = dominant.r * 0.299 + dominant.g * 0.587 + dominant.b * 0.114 > 150;
    this.assets[`image-${sha1}`] = {
      _createdAt: ts(createdAt),
      _updatedAt: ts(createdAt),
      _rev: rev(sha1),
      originalFilename,
      sha1hash: sha1,
      size: buffer.length,
      uploadId: rev(`upload:${sha1}`),
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        hasAlpha: false,
        isOpaque: true,
        lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
        palette: {
          _type: 'sanity.imagePalette',
          dominant: {
            _type: 'sanity.imagePaletteSwatch',
            background: hex,
            foreground: light ? '#000' : '#fff',
            population: 1,
            title: light ? '#000' : '#fff',
          },
        },
      },
    };
    return `image@file://./images/${fileName}`;
  }
}

export async function writeDataset(
  outDir: string,
  source: DatasetSource,
): Promise<{ documents: number; images: number }> {
  fs.rmSync(path.join(outDir, 'images'), { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const images = new ImageWriter(path.join(outDir, 'images'));
  const docs: Doc[] = [];

  for (const category of source.categories) {
    docs.push({
      _id: category.id,
      _type: 'category',
      _createdAt: '2023-10-01T09:00:00Z',
      _updatedAt: '2023-10-01T09:00:00Z',
      _rev: rev(category.id),
      title: category.title,
      description: category.description,
    });
  }

  if (source.profile) {
    const portrait = source.profile.portrait;
    docs.push({
      _id: 'profile',
      _type: 'profile',
      _createdAt: '2023-10-01T09:00:00Z',
      _updatedAt: '2023-10-01T09:00:00Z',
      _rev: rev('profile'),
      ...(portrait
        ? {
            portrait: {
              _type: 'mainImage',
              _sanityAsset: await images.add(portrait.svg, 'portrait.webp', '2023-10-01'),
              alt: portrait.alt,
            },
          }
        : {}),
    });
  }

  // A small concurrency limit: sharp uses its own threads too.
  const experienceDocs = await pool(source.experience, 4, async (entry) => {
    const key = keyMaker(entry.id);
    const pictures = [];
    for (const [i, picture] of entry.images.entries()) {
      const svg = sceneSvg({
        palette: i + entry.company.length,
        seed: `${entry.id}:${i}`,
        width: 800,
        height: 500,
        kind: picture.kind,
      });
      const asset = await images.add(svg, `${entry.id}-${i + 1}.webp`, entry.startDate);
      pictures.push({ _type: 'image', _key: key(), _sanityAsset: asset });
    }
    const doc: Doc = {
      _id: entry.id,
      _type: 'experience',
      _createdAt: ts(entry.startDate),
      _updatedAt: ts(entry.endDate ?? entry.startDate),
      _rev: rev(entry.id),
      company: entry.company,
      role: entry.role,
      startDate: entry.startDate,
      ...(entry.endDate ? { endDate: entry.endDate } : {}),
      description: entry.description,
      images: pictures,
    };
    return doc;
  });
  docs.push(...experienceDocs);

  const postDocs = await pool(source.posts, 4, async (post) => {
    const id = `post-${post.slug}`;
    const svg = coverSvg({
      motif: post.motif,
      palette: post.palette,
      seed: post.coverSeed ?? post.slug,
    });
    const asset = await images.add(svg, `${post.slug}.webp`, post.publishedAt);
    const key = keyMaker(id);
    const doc: Doc = {
      _id: id,
      _type: 'post',
      _createdAt: ts(post.publishedAt),
      _updatedAt: ts(post.publishedAt),
      _rev: rev(id),
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      publishedAt: ts(post.publishedAt),
      mainImage: { _type: 'mainImage', _sanityAsset: asset, alt: post.alt },
      categories: post.categories.map((ref) => ({ _type: 'reference', _key: key(), _ref: ref })),
      body: toPortableText(post.body, id),
      ...(post.claps === undefined ? {} : { claps: post.claps }),
    };
    return doc;
  });
  docs.push(...postDocs);

  for (const draft of source.drafts ?? []) {
    const published = docs.find((d) => d._id === draft.of);
    if (published)
      docs.push({
        ...published,
        _id: `drafts.${draft.of}`,
        _rev: rev(`draft:${draft.of}`),
        title: draft.title,
      });
  }

  fs.writeFileSync(
    path.join(outDir, 'data.ndjson'),
    docs.map((d) => JSON.stringify(d)).join('\n') + '\n',
  );
  const sortedAssets = Object.fromEntries(
    Object.entries(images.assets).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(path.join(outDir, 'assets.json'), JSON.stringify(sortedAssets, null, 2) + '\n');
  return { documents: docs.length, images: Object.keys(sortedAssets).length };
}
