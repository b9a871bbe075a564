/**
 * Backups (docs/backups.md): what `npm run backup` and `npm run restore FILE` do, and the
 * socket through which a running server hands out a copy of its embedded database.
 *
 * - PGlite: a gzipped tar of the data folder (PGlite's own `dumpDataDir`). The folder belongs
 *   to one process, so while the server runs the copy is made by the server, asked over a Unix
 *   socket beside the folder; with no server running, the backup opens the folder itself.
 * - PostgreSQL: `pg_dump --format=custom`, one snapshot; restored with `pg_restore` into an
 *   empty database.
 *
 * Files are `portfolio-<UTC time>.<pglite.tar.gz|pgdump>`, mode 0600, written under a temporary
 * name and renamed once complete, so a failed backup leaves nothing that looks like one.
 */
import fs from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  backupPgliteDir,
  openDatabase,
  pgliteLockFile,
  pgliteOwner,
  restorePgliteDir,
} from '../db/client';
import { rowCounts } from '../data/summary';
import { redact } from '../settings';
import {
  backupFileName,
  backupFormatOf,
  pruneBackups,
  writeAtomically,
  type BackupFormat,
} from './files';
import { existingTables, pgDump, pgToolError, runPgTool } from './pg-tools';
import { backupSocketPath, SOCKET_TIMEOUT_MS } from './socket';

export type BackupOptions = {
  /** DATABASE_URL; PGlite under `pgliteDir` when absent. */
  databaseUrl?: string;
  pgliteDir: string;
  /** Where the backup goes (BACKUP_DIR, or --out). */
  outDir: string;
  /** Keep this many of the newest backups in `outDir` and delete the rest (--keep). */
  keep?: number;
};

export type BackupResult = {
  file: string;
  bytes: number;
  /** What was backed up, for the user: the database and who made the copy. */
  source: string;
  /** Older backups deleted by `keep`. */
  removed: string[];
};

/** Writes one backup of the configured database into `outDir`. */
export async function makeBackup(options: BackupOptions): Promise<BackupResult> {
  const format: BackupFormat = options.databaseUrl ? 'postgres' : 'pglite';
  const name = backupFileName(format);
  let source: string;
  let written: { file: string; bytes: number };
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    source = `PostgreSQL ${redact(url)}`;
    written = await writeAtomically(options.outDir, name, (temp) => pgDump(url, temp));
  } else {
    const dataDir = options.pgliteDir;
    const owner = pgliteOwner(dataDir);
    source = owner
      ? `the embedded database ${dataDir}, copied by the running server (process ${owner})`
      : `the embedded database ${dataDir} (no server running)`;
    written = await writeAtomically(options.outDir, name, async (temp) => {
      if (owner) {
        const response = await requestArchive(backupSocketPath(dataDir), owner, dataDir);
        await receiveArchive(response, temp, owner);
      } else {
        const archive = await backupPgliteDir(dataDir);
        await fs.promises.writeFile(temp, Buffer.from(await archive.arrayBuffer()));
      }
      await checkGzip(temp);
    });
  }
  const removed = options.keep === undefined ? [] : pruneBackups(options.outDir, options.keep);
  return { ...written, source, removed };
}

/** Asks the server holding the folder for its copy; the response is the archive (200). */
async function requestArchive(
  socketPath: string,
  owner: number,
  dataDir: string,
): Promise<http.IncomingMessage> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/backup', method: 'POST', agent: false },
      resolve,
    );
    request.setTimeout(SOCKET_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${SOCKET_TIMEOUT_MS / 60_000} minutes`)),
    );
    request.on('error', reject);
    request.end();
  }).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `The embedded database ${dataDir} is held by process ${owner} (lock file ` +
        `${pgliteLockFile(dataDir)}), but its backup socket ${socketPath} does not answer ` +
        `(${code ?? (error as Error).message}). If ${owner} is this site's server, restart it ` +
        `(a server from before backups has no socket); if it is not, delete the stale lock file.`,
      { cause: error },
    );
  });
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    let message = text.trim();
    try {
      message = String((JSON.parse(text) as { message?: unknown }).message ?? text);
    } catch {
      // Not JSON: the text as it came.
    }
    throw new Error(
      `The server (process ${owner}) could not make the backup: ${message} ` +
        `(status ${response.statusCode}).`,
    );
  }
  return response;
}

/** Streams the archive into `file`, failing when the server stops before its length. */
async function receiveArchive(response: http.IncomingMessage, file: string, owner: number) {
  const expected = Number(response.headers['content-length']);
  let received = 0;
  response.on('data', (chunk: Buffer) => (received += chunk.length));
  try {
    await pipeline(response, fs.createWriteStream(file));
  } catch (error) {
    throw new Error(
      `The server (process ${owner}) stopped sending the backup after ${received} of ` +
        `${expected} bytes (${(error as Error).message}); nothing was kept.`,
      { cause: error },
    );
  }
  if (received !== expected) {
    throw new Error(
      `The server (process ${owner}) sent ${received} of ${expected} bytes; nothing was kept.`,
    );
  }
}

/** Reads the whole archive through gunzip: a cut or damaged file fails its CRC. */
async function checkGzip(file: string): Promise<void> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), discard);
  } catch (error) {
    throw new Error(`The backup is damaged (${(error as Error).message}); nothing was kept.`, {
      cause: error,
    });
  }
}

export type RestoreOptions = { file: string; databaseUrl?: string; pgliteDir: string };

export type RestoreResult = {
  /** Where the data went, for the user. */
  target: string;
  /** Rows in the main tables of the restored database. */
  counts: Record<string, number>;
};

/**
 * Restores `file` into the configured database, which must be empty: a PGlite folder that is
 * missing or empty (and no server holding it), or a PostgreSQL database without tables.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { file, databaseUrl, pgliteDir } = options;
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const format = backupFormatOf(file);
  if (!format) {
    throw new Error(
      `${file} is not a backup made by npm run backup (neither a PGlite archive nor a ` +
        'pg_dump custom-format file).',
    );
  }
  if (format === 'pglite' && databaseUrl) {
    throw new Error(
      `${file} is a backup of the embedded database (PGlite), but DATABASE_URL is set, so the ` +
        'restore would go to PostgreSQL. Restore it into PGlite with DATABASE_URL unset ' +
        '(`DATABASE_URL= npm run restore FILE`, with PGLITE_DIR naming an empty folder).',
    );
  }
  if (format === 'postgres' && !databaseUrl) {
    throw new Error(
      `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set, so the restore ` +
        'would go to the embedded database. Set DATABASE_URL to an empty PostgreSQL database ' +
        'to restore it there.',
    );
  }

  if (databaseUrl) {
    await restorePostgres(file, databaseUrl);
  } else {
    await restorePglite(file, pgliteDir);
  }
  // Opening applies the migrations newer than the backup, as a server start would.
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir });
  try {
    const counts = await rowCounts(database.db);
    return { target: databaseUrl ? `PostgreSQL ${redact(databaseUrl)}` : pgliteDir, counts };
  } finally {
    await database.close();
  }
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  const owner = pgliteOwner(dataDir);
  if (owner) {
    throw new Error(
      `The embedded database ${dataDir} is in use by process ${owner}: stop the server ` +
        'before restoring.',
    );
  }
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `The embedded database folder ${dataDir} is not empty: stop the server, move the folder ` +
        `away (mv ${dataDir} ${dataDir}.old), then restore again.`,
    );
  }
  await restorePgliteDir(dataDir, new Blob([await fs.promises.readFile(file)]));
}

async function restorePostgres(file: string, url: string): Promise<void> {
  const tables = await existingTables(url);
  if (tables.length > 0) {
    throw new Error(
      `The database ${redact(url)} is not empty (it has ${tables.join(', ')}` +
        `${tables.length === 4 ? ', …' : ''}): restore into a new, empty database ` +
        '(createdb NAME, then point DATABASE_URL at it).',
    );
  }
  try {
    // One transaction: a restore that fails part-way leaves the database empty. The owner and
    // grants of the old server's roles are left out; the restoring role owns everything.
    await runPgTool(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file],
      url,
    );
  } catch (error) {
    throw await pgToolError('pg_restore', error, url);
  }
}
