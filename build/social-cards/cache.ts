import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/** The rendered-card cache's file handling, shared by the site's and the posts' cards. */

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const tempName = (target: string) =>
  `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

export async function writeAtomic(target: string, data: Buffer) {
  const temp = tempName(target);
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/**
 * Puts a cached card at `target` as a hard link (no bytes copied; a copy where links are not
 * possible, e.g. across file systems). A target that already is the entry is left alone, so a
 * build without edits writes nothing. Renamed into place, so a reader never sees half a file.
 */
export async function place(entry: string, target: string) {
  const [source, current] = await Promise.all([
    fs.stat(entry),
    fs.stat(target).catch(() => undefined),
  ]);
  if (current && current.ino === source.ino && current.dev === source.dev) return;
  const temp = tempName(target);
  await fs.link(entry, temp).catch(() => fs.copyFile(entry, temp));
  await fs.rename(temp, target);
}
