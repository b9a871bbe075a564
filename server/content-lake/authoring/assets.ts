/**
 * Images and files named by the authoring folder, turned into Sanity asset documents: ids from
 * the file's bytes (`image-<sha1>-WxH-<ext>`, `file-<sha1>-<ext>`), dimensions, lqip and the
 * dominant colour measured with sharp once and remembered under the Lake's data folder by sha1,
 * so a restart reads them instead of measuring again. Every file must be inside the content
 * folder once links are resolved, and an image may have at most MAX_IMAGE_PIXELS pixels.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mimeTypeFor } from '../dataset';
import type { SanityDoc } from '../types';
import { rev, sha1, UNDATED } from './ids';
import {
  MAX_IMAGE_PIXELS,
  runImageJobs,
  runImageJobsAsync,
  type ImageInfo,
  type ImageJob,
  type ImageResult,
} from './imageWorker';
import type { Problems } from './problems';

export type Reference = { _type: 'reference'; _ref: string };

/** Where a path was written, for messages. */
export type Origin = { file: string; line: number };

/** Photos (covers, the portrait, experience, post pictures) and project images (also SVG, GIF). */
export type ImageUse = 'photo' | 'project';

const FORMATS: Record<string, { ext: string; name: string; magic: (b: Buffer) => boolean }> = {
  jpg: { ext: 'jpg', name: 'JPEG', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { ext: 'jpg', name: 'JPEG', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  png: {
    ext: 'png',
    name: 'PNG',
    magic: (b) => b.subarray(0, 8).toString('hex') === '89504e470d0a1a0a',
  },
  webp: {
    ext: 'webp',
    name: 'WebP',
    magic: (b) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  },
  gif: { ext: 'gif', name: 'GIF', magic: (b) => b.subarray(0, 4).toString() === 'GIF8' },
  svg: { ext: 'svg', name: 'SVG', magic: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString()) },
};
const ALLOWED: Record<ImageUse, string[]> = {
  photo: ['jpg', 'jpeg', 'png', 'webp'],
  project: ['jpg', 'jpeg', 'png', 'webp', 'svg', 'gif'],
};
const ALLOWED_NAMES: Record<ImageUse, string> = {
  photo: 'JPEG, PNG or WebP',
  project: 'JPEG, PNG, WebP, SVG or GIF',
};

type ImageRequest = {
  /** sha1 of the file's bytes (filled in before measuring). */
  sha1: string;
  ext: string;
  /** The file, links resolved. */
  file: string;
  /** The path as the content wrote it, for messages. */
  written: string;
  originalFilename: string;
  altText?: string;
  refs: Reference[];
  /** Where it was first named (for a file sharp cannot read). */
  origin?: Origin;
  /** For a drawn cover: the SVG, rendered into the cache. */
  svg?: string;
};

type FileRequest = {
  sha1: string;
  ext: string;
  file: string;
  originalFilename: string;
  refs: Reference[];
};

/** Measurements already read in this process, by sha1 (a reload reads no cache file). */
const measured = new Map<string, ImageInfo>();
/** Covers drawn in this process, by the sha1 of their SVG: the WebP file already written. */
const drawnFiles = new Map<string, string>();
/**
 * sha1s of files read in this process, by path, with the file's identity, size and times when
 * it was read: a reload reads again only the files that changed.
 */
const hashed = new Map<string, { stamp: string; sha1: string }>();

const stampOf = (stat: fs.Stats) =>
  `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;

function hashFileSync(file: string): string {
  const stamp = stampOf(fs.statSync(file));
  const known = hashed.get(file);
  if (known?.stamp === stamp) return known.sha1;
  const digest = sha1(fs.readFileSync(file));
  hashed.set(file, { stamp, sha1: digest });
  return digest;
}

/** The same, read in chunks: a large photo never holds the event loop for long. */
async function hashFile(file: string): Promise<string> {
  const stamp = stampOf(await fs.promises.stat(file));
  const known = hashed.get(file);
  if (known?.stamp === stamp) return known.sha1;
  const hash = crypto.createHash('sha1');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  const digest = hash.digest('hex');
  hashed.set(file, { stamp, sha1: digest });
  return digest;
}

/** The first bytes of a file (what its format is told by). */
function readHead(file: string, length: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1e5) / 10} megapixels`;

/** What is measured in one batch, and what to do with each answer (one per job, in order). */
type Batch = {
  jobs: ImageJob[];
  answers: ((result: ImageResult) => void)[];
  /** Covers, then images, in the order they were named (the asset documents' order). */
  requests: ImageRequest[];
  infos: Map<ImageRequest, ImageInfo>;
};

export class Assets {
  /** By file (links resolved); files with the same bytes become one asset when measured. */
  private readonly images = new Map<string, ImageRequest>();
  private readonly covers = new Map<string, ImageRequest>();
  private readonly files = new Map<string, FileRequest>();
  /** The content folder with its links resolved, which every file must be inside. */
  private readonly root: string;

  constructor(
    private readonly options: {
      contentDir: string;
      /** Where measurements, drawn covers and upright copies are kept. */
      cacheDir: string;
      projectId: string;
      dataset: string;
      problems: Problems;
    },
  ) {
    this.root = fs.realpathSync(options.contentDir);
  }

  /**
   * Resolves `written` (relative to the file that names it) to a file inside the content
   * folder, or reports why it cannot be used. The folder and the file are compared with their
   * links resolved: a link inside the folder to a file outside it is refused, as that file
   * would be served.
   */
  private locate(written: string, origin: Origin, what: string): string | undefined {
    const { problems } = this.options;
    if (/^[a-z][a-z0-9+.-]*:/i.test(written)) {
      problems.add(
        origin.file,
        origin.line,
        `${what} "${written}" must be a file in the content folder, not a URL`,
      );
      return undefined;
    }
    let decoded = written;
    try {
      decoded = decodeURI(written);
    } catch {
      // keep it as written
    }
    const file = path.resolve(path.dirname(origin.file), decoded);
    if (!inside(this.options.contentDir, file)) {
      problems.add(origin.file, origin.line, `${what} "${written}" is outside the content folder`);
      return undefined;
    }
    let real: string | undefined;
    try {
      real = fs.realpathSync(file);
    } catch {
      real = undefined;
    }
    if (!real || !fs.statSync(real).isFile()) {
      problems.add(
        origin.file,
        origin.line,
        `${what} "${written}" not found (paths are relative to ${problems.display(path.dirname(origin.file))}/)`,
      );
      return undefined;
    }
    if (!inside(this.root, real)) {
      problems.add(
        origin.file,
        origin.line,
        `${what} "${written}" is a link to ${real}, outside the content folder: copy the file into the folder instead`,
      );
      return undefined;
    }
    return real;
  }

  /** A reference to the image at `written`, or undefined (reported) when it cannot be used. */
  image(
    written: string,
    origin: Origin,
    use: ImageUse,
    options: {
      altText?: string;
      /** The asset's `originalFilename` (the last part of its URLs) instead of the file's name. */
      name?: string;
    } = {},
  ): Reference | undefined {
    const file = this.locate(written, origin, 'image');
    if (!file) return undefined;
    const extension = path.extname(file).slice(1).toLowerCase();
    const format = FORMATS[extension];
    if (!format || !ALLOWED[use].includes(extension)) {
      this.options.problems.add(
        origin.file,
        origin.line,
        `image "${written}" is not a supported image (${ALLOWED_NAMES[use]})`,
      );
      return undefined;
    }
    if (!format.magic(readHead(file, 4096))) {
      this.options.problems.add(
        origin.file,
        origin.line,
        `image "${written}" is not a ${format.name} file (its content does not match its extension)`,
      );
      return undefined;
    }
    let request = this.images.get(file);
    if (!request) {
      request = {
        sha1: '',
        ext: format.ext,
        file,
        written,
        originalFilename: options.name ? `${options.name}.${format.ext}` : path.basename(file),
        refs: [],
        origin,
      };
      this.images.set(file, request);
    }
    if (options.altText && !request.altText) request.altText = options.altText;
    const ref: Reference = { _type: 'reference', _ref: '' };
    request.refs.push(ref);
    return ref;
  }

  /** A reference to `svg` rendered as WebP (a drawn cover), named `originalFilename`. */
  drawn(svg: string, originalFilename: string): Reference {
    const key = sha1(svg);
    let request = this.covers.get(key);
    if (!request) {
      request = {
        sha1: '',
        ext: 'webp',
        file: path.join(this.options.cacheDir, 'drawn', `${key}.webp`),
        written: originalFilename,
        originalFilename,
        refs: [],
        svg,
      };
      this.covers.set(key, request);
    }
    const ref: Reference = { _type: 'reference', _ref: '' };
    request.refs.push(ref);
    return ref;
  }

  /** A reference to a file asset (the résumé), or undefined (reported). */
  file(written: string, origin: Origin, extension: 'pdf'): Reference | undefined {
    const file = this.locate(written, origin, 'file');
    if (!file) return undefined;
    if (
      path.extname(file).toLowerCase() !== `.${extension}` ||
      readHead(file, 5).toString() !== '%PDF-'
    ) {
      this.options.problems.add(origin.file, origin.line, `file "${written}" is not a PDF`);
      return undefined;
    }
    let request = this.files.get(file);
    if (!request) {
      request = {
        sha1: '',
        ext: extension,
        file,
        originalFilename: path.basename(file),
        refs: [],
      };
      this.files.set(file, request);
    }
    const ref: Reference = { _type: 'reference', _ref: '' };
    request.refs.push(ref);
    return ref;
  }

  private cachePath(hash: string) {
    return path.join(this.options.cacheDir, 'images', `${hash}.json`);
  }

  private uprightPath(hash: string, ext: string) {
    return path.join(this.options.cacheDir, 'upright', `${hash}.${ext}`);
  }

  private cached(hash: string, ext: string): ImageInfo | undefined {
    let info = measured.get(hash);
    if (!info) {
      try {
        info = JSON.parse(fs.readFileSync(this.cachePath(hash), 'utf8')) as ImageInfo;
      } catch {
        return undefined;
      }
    }
    // An upright copy that was cleaned away is made again.
    if (info.upright && !fs.existsSync(this.uprightPath(hash, ext))) return undefined;
    measured.set(hash, info);
    return info;
  }

  private remember(info: ImageInfo) {
    measured.set(info.sha1, info);
    try {
      fs.mkdirSync(path.dirname(this.cachePath(info.sha1)), { recursive: true });
      fs.writeFileSync(this.cachePath(info.sha1), JSON.stringify(info));
    } catch {
      // a read-only data folder: measured again on the next start
    }
  }

  /**
   * Measures what is not cached (one sharp process for all of them), waiting for it, then
   * fills in every reference and returns the asset documents and the files the Lake serves.
   */
  finish(): { assets: Map<string, SanityDoc>; files: Map<string, string> } {
    const hashes = new Map(this.filesToHash().map((file) => [file, hashFileSync(file)]));
    const batch = this.batch(hashes);
    runImageJobs(batch.jobs).forEach((result, i) => batch.answers[i]?.(result));
    return this.documents(batch);
  }

  /** The same without blocking: files are read in chunks and sharp runs in the background. */
  async finishAsync(): Promise<{ assets: Map<string, SanityDoc>; files: Map<string, string> }> {
    const hashes = new Map<string, string>();
    for (const file of this.filesToHash()) hashes.set(file, await hashFile(file));
    const batch = this.batch(hashes);
    (await runImageJobsAsync(batch.jobs)).forEach((result, i) => batch.answers[i]?.(result));
    return this.documents(batch);
  }

  /** Every file whose bytes name its asset: images, files, and covers drawn before. */
  private filesToHash(): string[] {
    const drawn: string[] = [];
    for (const [key, request] of this.covers) {
      const earlier = drawnFiles.get(key);
      if (!fs.existsSync(request.file) && earlier && fs.existsSync(earlier)) request.file = earlier;
      drawnFiles.set(key, request.file);
      if (fs.existsSync(request.file)) drawn.push(request.file);
    }
    return [...this.images.keys(), ...this.files.keys(), ...drawn];
  }

  /**
   * Gives each request its sha1 (files with the same bytes become one request, keeping the
   * first one's name), and lists what must be measured: covers not drawn yet, images not
   * measured before.
   */
  private batch(hashes: ReadonlyMap<string, string>): Batch {
    const { problems } = this.options;
    const batch: Batch = { jobs: [], answers: [], requests: [], infos: new Map() };
    const measure = (job: ImageJob, answer: (result: ImageResult) => void) => {
      batch.jobs.push(job);
      batch.answers.push((result) => {
        if ('sha1' in result) this.remember(result);
        answer(result);
      });
    };
    for (const request of this.covers.values()) {
      batch.requests.push(request);
      const hash = hashes.get(request.file);
      if (hash) {
        request.sha1 = hash;
        const info = this.cached(hash, request.ext);
        if (info) {
          batch.infos.set(request, info);
          continue;
        }
      }
      const job = hash
        ? { file: request.file, upright: '' }
        : { svg: request.svg ?? '', out: request.file };
      measure(job, (result) => {
        if (!('sha1' in result)) {
          throw new Error(`Content Lake: drawing a cover failed: ${JSON.stringify(result)}`);
        }
        request.sha1 = result.sha1;
        batch.infos.set(request, result);
      });
    }
    for (const request of this.uniqueImages(hashes)) {
      batch.requests.push(request);
      const info = this.cached(request.sha1, request.ext);
      if (info) {
        batch.infos.set(request, info);
        continue;
      }
      const job = { file: request.file, upright: this.uprightPath(request.sha1, request.ext) };
      measure(job, (result) => {
        const at = request.origin ?? { file: request.file, line: 1 };
        if ('tooLarge' in result) {
          const { width, height } = result.tooLarge;
          problems.add(
            at.file,
            at.line,
            `image "${request.written}" is ${width}x${height} pixels (${megapixels(width * height)}), more than the ${megapixels(MAX_IMAGE_PIXELS)} an image may have: scale it down`,
          );
        } else if ('error' in result) {
          problems.add(
            at.file,
            at.line,
            `image "${request.written}" could not be read: ${result.error}`,
          );
        } else {
          batch.infos.set(request, result);
        }
      });
    }
    for (const request of this.files.values()) request.sha1 = hashes.get(request.file) ?? '';
    return batch;
  }

  /** The image requests, one per distinct sha1 (the others' references joined to it). */
  private uniqueImages(hashes: ReadonlyMap<string, string>): ImageRequest[] {
    const bySha1 = new Map<string, ImageRequest>();
    for (const request of this.images.values()) {
      request.sha1 = hashes.get(request.file) ?? '';
      const first = bySha1.get(request.sha1);
      if (!first) {
        bySha1.set(request.sha1, request);
        continue;
      }
      first.refs.push(...request.refs);
      if (!first.altText && request.altText) first.altText = request.altText;
    }
    return [...bySha1.values()];
  }

  private documents({ requests, infos }: Batch): {
    assets: Map<string, SanityDoc>;
    files: Map<string, string>;
  } {
    const assets = new Map<string, SanityDoc>();
    const files = new Map<string, string>();
    const { projectId, dataset } = this.options;
    for (const request of requests) {
      const info = infos.get(request);
      if (!info) continue;
      const { width, height } = info;
      const id = `image-${request.sha1}-${width}x${height}-${request.ext}`;
      const fileName = `${request.sha1}-${width}x${height}.${request.ext}`;
      const served = info.upright ? this.uprightPath(request.sha1, request.ext) : request.file;
      files.set(fileName, served);
      for (const ref of request.refs) ref._ref = id;
      if (assets.has(id)) continue;
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        _createdAt: UNDATED,
        _updatedAt: UNDATED,
        _rev: rev(request.sha1),
        assetId: request.sha1,
        extension: request.ext,
        mimeType: mimeTypeFor(request.ext),
        originalFilename: request.originalFilename,
        path: `images/${projectId}/${dataset}/${fileName}`,
        sha1hash: request.sha1,
        size: fs.statSync(served).size,
        uploadId: rev(`upload:${request.sha1}`),
        url: '',
        ...(request.altText ? { altText: request.altText } : {}),
        metadata: imageMetadata(info),
      });
    }
    const seen = new Set<string>();
    for (const request of this.files.values()) {
      const id = `file-${request.sha1}-${request.ext}`;
      const fileName = `${request.sha1}.${request.ext}`;
      for (const ref of request.refs) ref._ref = id;
      if (seen.has(id)) continue;
      seen.add(id);
      files.set(fileName, request.file);
      assets.set(id, {
        _id: id,
        _type: 'sanity.fileAsset',
        _createdAt: UNDATED,
        _updatedAt: UNDATED,
        _rev: rev(request.sha1),
        assetId: request.sha1,
        extension: request.ext,
        mimeType: mimeTypeFor(request.ext),
        originalFilename: request.originalFilename,
        path: `files/${projectId}/${dataset}/${fileName}`,
        sha1hash: request.sha1,
        size: fs.statSync(request.file).size,
        uploadId: rev(`upload:${request.sha1}`),
        url: '',
      });
    }
    return { assets, files };
  }
}

/** Whether `file` is `dir` itself or below it (both absolute). */
function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * An image asset's `metadata` as Sanity gives it: dimensions, lqip, and the dominant colour
 * with black or white text on it. Also written by the benchmark's dataset generator.
 */
export function imageMetadata(info: ImageInfo) {
  const { width, height } = info;
  const light = luminance(info.dominant) > 150;
  return {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
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
  };
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114;
}
