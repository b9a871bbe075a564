/**
 * sharp in a short-lived Node process that measures the images not measured before and prints
 * the results. The first load is synchronous (gatsby-config must return its object
 * synchronously, and a bad folder must fail it there, naming the file) and waits for that
 * process; a reload while the server runs (the content watcher) waits for it asynchronously, so
 * the server's event loop never stops for a photo being measured.
 *
 * An image is measured only once its header says it has at most MAX_IMAGE_PIXELS pixels: a
 * larger one is refused before anything decodes it (a 16000x16000 PNG takes sharp most of a
 * minute), and every decode is capped at that size as well.
 */
import { execFile, execFileSync } from 'node:child_process';
import { resolvePackageFile } from './resolve';

/** The most pixels (width x height, of the first frame) an image in the content may have. */
export const MAX_IMAGE_PIXELS = 64_000_000;

export type ImageJob =
  /** Measure an image file; JPEGs with an EXIF rotation are written upright to `upright`. */
  | { file: string; upright: string }
  /** Render SVG to WebP at `out`, then measure it. */
  | { svg: string; out: string };

export type ImageInfo = {
  /** sha1 of the bytes measured (for an SVG job: of the WebP written). */
  sha1: string;
  format: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  isOpaque: boolean;
  /** A 20 px wide JPEG as a data URL, as Sanity's `metadata.lqip`. */
  lqip: string;
  /** The dominant colour, #rrggbb. */
  dominant: string;
  /** True when the served file is the upright copy (`upright`) rather than the original. */
  upright?: boolean;
};

export type ImageResult =
  | ImageInfo
  | { error: string }
  /** The header says the image has more than MAX_IMAGE_PIXELS pixels: it was not decoded. */
  | { tooLarge: { width: number; height: number } };

// Plain CommonJS run with `node -e`; argv[1] is sharp's resolved path. Same measurements as
// the former content generator (lqip: 20 px JPEG q40; palette: sharp's dominant colour).
const WORKER = `
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const load = require(process.argv[1]);
const limitInputPixels = ${MAX_IMAGE_PIXELS};
const sharp = (input) => load(input, { limitInputPixels });
const hex = (c) => '#' + [c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('');
async function measure(job) {
  let buffer;
  let upright = false;
  if (job.svg !== undefined) {
    buffer = await sharp(Buffer.from(job.svg)).webp({ quality: 70, effort: 5 }).toBuffer();
    fs.mkdirSync(path.dirname(job.out), { recursive: true });
    fs.writeFileSync(job.out, buffer);
  } else {
    // The header alone first (metadata() decodes no pixels, so no limit is needed to read it):
    // a huge image is refused unread, with its size.
    const header = await load(job.file, { limitInputPixels: false }).metadata();
    const width = header.width || 0;
    const height = header.pageHeight || header.height || 0;
    if (width * height > limitInputPixels) return { tooLarge: { width, height } };
    buffer = fs.readFileSync(job.file);
  }
  const sha1 = crypto.createHash('sha1').update(buffer).digest('hex');
  let meta = await sharp(buffer).metadata();
  if (job.upright && (meta.orientation ?? 1) > 1) {
    buffer = await sharp(buffer).rotate().jpeg({ quality: 90 }).toBuffer();
    fs.mkdirSync(path.dirname(job.upright), { recursive: true });
    fs.writeFileSync(job.upright, buffer);
    upright = true;
    meta = { ...(await sharp(buffer).metadata()), format: meta.format };
  }
  const lqip = await sharp(buffer).resize(20).jpeg({ quality: 40 }).toBuffer();
  const stats = await sharp(buffer).stats();
  return {
    sha1,
    format: meta.format,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    hasAlpha: !!meta.hasAlpha,
    isOpaque: stats.isOpaque,
    lqip: 'data:image/jpeg;base64,' + lqip.toString('base64'),
    dominant: hex(stats.dominant),
    ...(upright ? { upright: true } : {}),
  };
}
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const jobs = JSON.parse(input);
  const results = new Array(jobs.length);
  let next = 0;
  // sharp has its own threads; a few images at a time keep them busy.
  await Promise.all(
    Array.from({ length: Math.min(4, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        try {
          results[i] = await measure(jobs[i]);
        } catch (error) {
          results[i] = { error: error && error.message ? error.message : String(error) };
        }
      }
    }),
  );
  process.stdout.write(JSON.stringify(results));
});
`;

function sharpPath(): string {
  try {
    return resolvePackageFile('sharp');
  } catch {
    return 'sharp';
  }
}

function workerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  // Loaders a parent was started with (tsx, Gatsby's) are not needed by a plain script.
  delete env.NODE_OPTIONS;
  return env;
}

const WORKER_LIMITS = { maxBuffer: 256 * 1024 * 1024, timeout: 15 * 60_000 };

function workerFailed(error: unknown): Error {
  const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
  return new Error(
    `Content Lake: measuring images with sharp failed: ${stderr || (error as Error).message}`,
  );
}

/**
 * Runs the jobs in one child process and returns one result per job, in order, blocking until
 * it is done (the first, synchronous load).
 */
export function runImageJobs(jobs: ImageJob[]): ImageResult[] {
  if (jobs.length === 0) return [];
  let out: string;
  try {
    out = execFileSync(process.execPath, ['-e', WORKER, sharpPath()], {
      input: JSON.stringify(jobs),
      encoding: 'utf8',
      env: workerEnv(),
      ...WORKER_LIMITS,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw workerFailed(error);
  }
  return JSON.parse(out) as ImageResult[];
}

/** The same in the background: the event loop goes on while the child measures. */
export function runImageJobsAsync(jobs: ImageJob[]): Promise<ImageResult[]> {
  if (jobs.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', WORKER, sharpPath()],
      { encoding: 'utf8', env: workerEnv(), ...WORKER_LIMITS },
      (error, stdout) => {
        if (error) {
          reject(workerFailed(error));
          return;
        }
        try {
          resolve(JSON.parse(stdout) as ImageResult[]);
        } catch (parseError) {
          reject(workerFailed(parseError));
        }
      },
    );
    child.stdin?.on('error', () => {}); // a child that died early is reported by the callback
    child.stdin?.end(JSON.stringify(jobs));
  });
}
