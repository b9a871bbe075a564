/**
 * Images and files named by the authoring folder, turned into Sanity asset documents: ids from
 * the file's bytes (`image-<sha1>-WxH-<ext>`, `file-<sha1>-<ext>`), dimensions, lqip and the
 * dominant colour measured with sharp once and remembered under the Lake's data folder by sha1,
 * so a restart reads them instead of measuring again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mimeTypeFor } from '../dataset';
import type { SanityDoc } from '../types';
import { rev, sha1, UNDATED } from './ids';
import { runImageJobs, type ImageInfo, type ImageJob } from './imageWorker';
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
  sha1: string;
  ext: string;
  file: string;
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

export class Assets {
  private readonly images = new Map<string, ImageRequest>();
  private readonly covers = new Map<string, ImageRequest>();
  private readonly files = new Map<string, FileRequest>();

  constructor(
    private readonly options: {
      contentDir: string;
      /** Where measurements, drawn covers and upright copies are kept. */
      cacheDir: string;
      projectId: string;
      dataset: string;
      problems: Problems;
    },
  ) {}

  /**
   * Resolves `written` (relative to the file that names it) to a file inside the content
   * folder, or reports why it cannot be used.
   */
  private locate(written: string, origin: Origin, what: string): string | undefined {
    if (/^[a-z][a-z0-9+.-]*:/i.test(written)) {
      this.options.problems.add(
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
    const relative = path.relative(this.options.contentDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      this.options.problems.add(
        origin.file,
        origin.line,
        `${what} "${written}" is outside the content folder`,
      );
      return undefined;
    }
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      this.options.problems.add(
        origin.file,
        origin.line,
        `${what} "${written}" not found (paths are relative to ${this.options.problems.display(path.dirname(origin.file))}/)`,
      );
      return undefined;
    }
    return file;
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
    const bytes = fs.readFileSync(file);
    if (!format.magic(bytes)) {
      this.options.problems.add(
        origin.file,
        origin.line,
        `image "${written}" is not a ${format.name} file (its content does not match its extension)`,
      );
      return undefined;
    }
    const hash = sha1(bytes);
    let request = this.images.get(hash);
    if (!request) {
      request = {
        sha1: hash,
        ext: format.ext,
        file,
        originalFilename: options.name ? `${options.name}.${format.ext}` : path.basename(file),
        refs: [],
        origin,
      };
      this.images.set(hash, request);
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
    const bytes = fs.readFileSync(file);
    if (
      path.extname(file).toLowerCase() !== `.${extension}` ||
      bytes.subarray(0, 5).toString() !== '%PDF-'
    ) {
      this.options.problems.add(origin.file, origin.line, `file "${written}" is not a PDF`);
      return undefined;
    }
    const hash = sha1(bytes);
    let request = this.files.get(hash);
    if (!request) {
      request = {
        sha1: hash,
        ext: extension,
        file,
        originalFilename: path.basename(file),
        refs: [],
      };
      this.files.set(hash, request);
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
   * Measures what is not cached (one sharp process for all of them), then fills in every
   * reference and returns the asset documents and the files the Lake serves.
   */
  finish(): { assets: Map<string, SanityDoc>; files: Map<string, string> } {
    const { problems } = this.options;
    // Drawn covers whose WebP is cached become plain image requests.
    const jobs: ImageJob[] = [];
    const pending: ((info: ImageInfo | { error: string }) => void)[] = [];
    const infos = new Map<ImageRequest, ImageInfo>();
    for (const [key, request] of this.covers) {
      const earlier = drawnFiles.get(key);
      if (!fs.existsSync(request.file) && earlier && fs.existsSync(earlier)) request.file = earlier;
      drawnFiles.set(key, request.file);
      if (fs.existsSync(request.file)) {
        request.sha1 = sha1(fs.readFileSync(request.file));
        const info = this.cached(request.sha1, request.ext);
        if (info) {
          infos.set(request, info);
          continue;
        }
        jobs.push({ file: request.file, upright: '' });
      } else {
        jobs.push({ svg: request.svg ?? '', out: request.file });
      }
      pending.push((result) => {
        if ('error' in result)
          throw new Error(`Content Lake: drawing a cover failed: ${result.error}`);
        request.sha1 = result.sha1;
        infos.set(request, result);
      });
    }
    for (const request of this.images.values()) {
      const info = this.cached(request.sha1, request.ext);
      if (info) {
        infos.set(request, info);
        continue;
      }
      jobs.push({ file: request.file, upright: this.uprightPath(request.sha1, request.ext) });
      pending.push((result) => {
        if ('error' in result) {
          problems.add(
            request.origin?.file ?? request.file,
            request.origin?.line ?? 1,
            `image "${path.relative(path.dirname(request.origin?.file ?? ''), request.file)}" could not be read: ${result.error}`,
          );
          return;
        }
        infos.set(request, result);
      });
    }
    runImageJobs(jobs).forEach((result, i) => {
      if ('sha1' in result) this.remember(result);
      pending[i]?.(result);
    });

    const assets = new Map<string, SanityDoc>();
    const files = new Map<string, string>();
    const { projectId, dataset } = this.options;
    for (const request of [...this.covers.values(), ...this.images.values()]) {
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
    for (const request of this.files.values()) {
      const id = `file-${request.sha1}-${request.ext}`;
      const fileName = `${request.sha1}.${request.ext}`;
      files.set(fileName, request.file);
      for (const ref of request.refs) ref._ref = id;
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
