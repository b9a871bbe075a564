import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pool } from '../shared/pool';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts, PDFs and video are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
/** Below this size the encoded reply saves less than the headers cost. */
const MIN_BYTES = 1024;
const ENCODINGS = ['.br', '.gz'] as const;

export type PrecompressResult = { written: number; kept: number; removed: number };

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a built site, so the server
 * (`@fastify/static` with `preCompressed`) sends encoded bytes without compressing per request.
 *
 * Hashed bundles (`*-<hash>.js`, `.css`) are fetched by every visitor and never change, so
 * they get brotli's best quality; the many HTML and page-data files get a fast level that
 * keeps builds with thousands of posts quick. An encoded file newer than its source is kept
 * (warm builds), and one whose source is gone is removed, so a deleted page is never served.
 */
export async function precompressDir(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, kept: 0, removed: 0 };
  const files = await listFiles(root);
  const present = new Set(files);
  const jobs: (() => Promise<void>)[] = [];
  for (const file of files) {
    const encoding = ENCODINGS.find((ext) => file.endsWith(ext));
    if (encoding) {
      if (!present.has(file.slice(0, -encoding.length))) {
        jobs.push(async () => {
          await fs.rm(file, { force: true });
          result.removed += 1;
        });
      }
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(async () => {
      const outcome = await compressFile(file);
      result[outcome] += 1;
    });
  }
  await pool(jobs, 4, (job) => job());
  return result;
}

async function compressFile(file: string): Promise<'written' | 'kept'> {
  const stat = await fs.stat(file);
  if (stat.size < MIN_BYTES) {
    // Too small to encode; drop encodings left from when it was bigger.
    await Promise.all(ENCODINGS.map((ext) => fs.rm(file + ext, { force: true })));
    return 'kept';
  }
  const fresh = await Promise.all(
    ENCODINGS.map((ext) =>
      fs.stat(file + ext).then(
        (encoded) => encoded.mtimeMs >= stat.mtimeMs,
        () => false,
      ),
    ),
  );
  if (fresh.every(Boolean)) return 'kept';
  const source = await fs.readFile(file);
  const bundle = /\.(js|mjs|css)$/.test(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: bundle ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  // Written beside the source under a temporary name and renamed, so a reader never sees half.
  await Promise.all([writeAtomic(`${file}.br`, br), writeAtomic(`${file}.gz`, gz)]);
  return 'written';
}

async function writeAtomic(target: string, data: Buffer) {
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
