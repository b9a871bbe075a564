import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { httpError } from '../lib/errors';
import { fetchUpstream, MEDIA_NAME, readCapped, type MediaNames } from './source';

/** What a kept file may be: the content types a photo or clip of the feed arrives as. */
const MEDIA_TYPES = /^(image\/(jpeg|png|webp|avif|gif)|video\/(mp4|webm))\s*(;|$)/i;

export type MediaStoreOptions = {
  /** FEED_MEDIA_DIR: where the copies are kept. */
  dir: string;
  /** @default 10000 */
  timeoutMs?: number;
  /** Largest file kept. @default 50 MB */
  maxBytes?: number;
  allowPrivate?: boolean;
};

/**
 * The remote feed's photos and clips, each fetched once from the upstream and kept on disk, so
 * the URLs the API answers (and built pages name) outlive the upstream's expiring ones.
 *
 * Bounded: after each read of the feed, files the feed no longer names are removed. Written
 * atomically: a copy is streamed to a temporary file beside it and renamed into place only when
 * complete, so a failed or cut download leaves nothing under the real name (leftover temporary
 * files are removed at start).
 *
 * With several replicas each keeps its own copies and fetches a file on its first request: the
 * build does not warm the store, because it may run on another machine than the servers, and a
 * replica started later would not have the build's files anyway. A replica asked for a name it
 * has not seen reads the feed first (loadNames), so a built page works on any replica.
 */
export class MediaStore {
  private readonly dir: string;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly allowPrivate: boolean;
  private names: MediaNames = new Map();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(options: MediaStoreOptions) {
    this.dir = options.dir;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
    this.allowPrivate = options.allowPrivate ?? false;
    fs.mkdirSync(this.dir, { recursive: true });
    for (const entry of fs.readdirSync(this.dir)) {
      if (entry.endsWith('.tmp')) fs.rmSync(path.join(this.dir, entry), { force: true });
    }
  }

  get directory(): string {
    return this.dir;
  }

  /** The names the current feed uses; files it no longer names are removed. */
  async setNames(names: MediaNames): Promise<void> {
    this.names = names;
    const entries = await fsp.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((entry) => MEDIA_NAME.test(entry) && !names.has(entry) && !this.inFlight.has(entry))
        .map((entry) => fsp.rm(path.join(this.dir, entry), { force: true })),
    );
  }

  knows(name: string): boolean {
    return this.names.has(name);
  }

  /**
   * Makes sure `name` is on disk: already kept, or fetched now (concurrent requests for one
   * name share the download). 404 for a name the feed does not use, 502 when the upstream fails.
   */
  async ensure(name: string): Promise<void> {
    if (!MEDIA_NAME.test(name)) throw httpError(404, 'Unknown photo');
    if (fs.existsSync(path.join(this.dir, name))) return;
    const url = this.names.get(name);
    if (!url) throw httpError(404, 'Unknown photo');
    let download = this.inFlight.get(name);
    if (!download) {
      download = this.download(url, name).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, download);
    }
    await download;
  }

  private async download(url: string, name: string): Promise<void> {
    const response = await fetchUpstream(
      url,
      {
        accept: 'image/*, video/*',
        timeoutMs: this.timeoutMs,
        allowPrivate: this.allowPrivate,
        limit: this.maxBytes,
      },
      'Photo',
    );
    if (!MEDIA_TYPES.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel().catch(() => {});
      throw httpError(502, 'Photo is not an image or a video');
    }
    const temp = path.join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    const file = await fsp.open(temp, 'w');
    try {
      await readCapped(response, this.maxBytes, 'Photo', async (chunk) => {
        await file.write(chunk);
      });
      await file.sync();
      await file.close();
      await fsp.rename(temp, path.join(this.dir, name));
    } catch (error) {
      await file.close().catch(() => {});
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }
}
