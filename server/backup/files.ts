import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/client';

/** Backup files (docs/backups.md): their names, atomic writes, pruning and format. */

export type BackupFormat = 'pglite' | 'postgres';

const EXTENSIONS: Record<BackupFormat, string> = {
  pglite: 'pglite.tar.gz',
  postgres: 'pgdump',
};
const BACKUP_NAME = /^portfolio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(pglite\.tar\.gz|pgdump)$/;
/** `.portfolio-<time>.<extension>.<pid>.tmp`: a backup being written by process `pid`. */
const TEMP_NAME = /^\.portfolio-.+\.(\d+)\.tmp$/;

/** `portfolio-2026-11-26T03-04-05Z.pglite.tar.gz`: UTC, sortable, no colons (Windows, scp). */
export function backupFileName(format: BackupFormat, date: Date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `portfolio-${stamp}.${EXTENSIONS[format]}`;
}

/**
 * Creates `dir/name` through `write(tempFile)`: the temporary file is created mode 0600 before
 * anything is written to it, flushed to disk, and renamed only when `write` succeeds; it is
 * removed when it fails. Also removes temporary files left by backups that were killed.
 */
export async function writeAtomically(
  dir: string,
  name: string,
  write: (temp: string) => Promise<void>,
): Promise<{ file: string; bytes: number }> {
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    removeAbandonedTemps(dir);
    fs.writeFileSync(temp, '', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    throw new Error(`Cannot write backups to ${dir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    await write(temp);
    const handle = await fs.promises.open(temp, 'r+');
    await handle.sync().finally(() => handle.close());
    if (fs.existsSync(file)) {
      throw new Error(`${file} already exists (one backup per second); run the backup again.`);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  // The rename itself survives a power cut only once the folder is on disk.
  const folder = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
  return { file, bytes: fs.statSync(file).size };
}

function removeAbandonedTemps(dir: string): void {
  for (const entry of fs.readdirSync(dir)) {
    const pid = Number(TEMP_NAME.exec(entry)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(dir, entry), { force: true });
  }
}

/** Deletes all but the newest `keep` backups in `dir` (only files named like ours). */
export function pruneBackups(dir: string, keep: number): string[] {
  // The time leads the name, so names sort by age.
  const backups = fs
    .readdirSync(dir)
    .filter((entry) => BACKUP_NAME.test(entry))
    .sort()
    .reverse();
  const removed = backups.slice(keep).map((entry) => path.join(dir, entry));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}

/* ------------------------------------------------------------------------------------------ */
/* PostgreSQL's client programs                                                               */
/* ------------------------------------------------------------------------------------------ */

/** The format of a backup file, from its first bytes; undefined for anything else. */
export function backupFormatOf(file: string): BackupFormat | undefined {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}
