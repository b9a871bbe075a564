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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  backupPgliteDir,
  isAlive,
  openDatabase,
  pgliteLockFile,
  pgliteOwner,
  restorePgliteDir,
} from '../db/client';
import { redact } from '../settings';

export type BackupFormat = 'pglite' | 'postgres';

const EXTENSIONS: Record<BackupFormat, string> = { pglite: 'pglite.tar.gz', postgres: 'pgdump' };
const BACKUP_NAME = /^portfolio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(pglite\.tar\.gz|pgdump)$/;
/** `.portfolio-<time>.<extension>.<pid>.tmp`: a backup being written by process `pid`. */
const TEMP_NAME = /^\.portfolio-.+\.(\d+)\.tmp$/;

/** How long `npm run backup` waits for the running server's copy before giving up. */
const SOCKET_TIMEOUT_MS = 5 * 60_000;

/** `portfolio-2026-11-26T03-04-05Z.pglite.tar.gz`: UTC, sortable, no colons (Windows, scp). */
export function backupFileName(format: BackupFormat, date: Date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `portfolio-${stamp}.${EXTENSIONS[format]}`;
}

/** Where a server holding the PGlite folder answers backup requests: `<folder>.sock`. */
export function backupSocketPath(pgliteDir: string): string {
  return path.join(pgliteDir, '..', `${path.basename(pgliteDir)}.sock`);
}

/* ------------------------------------------------------------------------------------------ */
/* The server's side                                                                          */
/* ------------------------------------------------------------------------------------------ */

/**
 * Answers `POST /backup` on a Unix socket with the archive `backup()` makes (200,
 * `application/gzip`, with its length), or a JSON `{ message }` with the problem. Only the
 * server's own user can connect: the socket is created mode 0600. Call it while holding the
 * data folder's lock: a socket file already at `socketPath` is then a crashed server's, and is
 * replaced.
 */
export async function startBackupSocket(options: {
  socketPath: string;
  backup: () => Promise<Blob>;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const { socketPath, backup, log } = options;
  removeStaleSocket(socketPath);

  const reply = (response: http.ServerResponse, status: number, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message }));
  };
  const server = http.createServer((request, response) => {
    if (request.url !== '/backup') return reply(response, 404, 'Not found; POST /backup');
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return reply(response, 405, `Method ${request.method} not allowed; use POST`);
    }
    const started = Date.now();
    backup()
      .then(async (archive) => {
        const bytes = Buffer.from(await archive.arrayBuffer());
        response.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': bytes.length,
        });
        response.end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'database backup sent');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'database backup failed');
        // Cut short, the client sees fewer bytes than announced and keeps nothing.
        if (response.headersSent) response.destroy();
        else reply(response, 500, `The backup failed: ${(error as Error).message ?? error}`);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Node binds the socket inside listen(), synchronously: with this umask it is born 0600, so
    // no other user can connect in the moment before a chmod would have closed it.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  }).catch((error: unknown) => {
    throw new Error(
      `Could not open the backup socket ${socketPath}: ${(error as Error).message}` +
        (Buffer.byteLength(socketPath) > 107
          ? ' (a Unix socket path must be under 108 bytes)'
          : ''),
      { cause: error },
    );
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

function removeStaleSocket(socketPath: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!stat.isSocket()) {
    throw new Error(`${socketPath} is in the way of the backup socket: it is not a socket.`);
  }
  fs.unlinkSync(socketPath);
}

/* ------------------------------------------------------------------------------------------ */
/* npm run backup                                                                             */
/* ------------------------------------------------------------------------------------------ */

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

/**
 * Creates `dir/name` through `write(tempFile)`: the temporary file is created mode 0600 before
 * anything is written to it, flushed to disk, and renamed only when `write` succeeds; it is
 * removed when it fails. Also removes temporary files left by backups that were killed.
 */
async function writeAtomically(
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

/**
 * Runs pg_dump or pg_restore against `url`. The password goes in PGPASSWORD, not on the
 * command line, where any user on the machine could read it in the process list.
 */
function runPgTool(program: string, args: string[], url: string): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${target.href}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(stderr);
      const error = new Error(oneLine(stderr) || `${program} exited with code ${code}`);
      reject(Object.assign(error, { stderr }));
    });
  });
}

/** A tool's messages as one line, without its name before each and without passwords. */
function oneLine(text: string): string {
  return redact(
    text
      .split('\n')
      .map((line) => line.replace(/^pg_(dump|restore): (error: )?/, '').trim())
      .filter(Boolean)
      .join(' '),
  );
}

async function serverVersion(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version.split(' ')[0];
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What to install for a server of version `version` (e.g. "17.2"), or in general. */
function clientAdvice(version: string | undefined): string {
  const major = version?.split('.')[0];
  return major
    ? `install PostgreSQL ${major}'s client programs (Debian and Ubuntu: ` +
        `apt-get install postgresql-client-${major}, from apt.postgresql.org when the ` +
        `distribution has no such version)`
    : "install PostgreSQL's client programs of the server's major version (Debian and " +
        'Ubuntu: apt-get install postgresql-client-<major>)';
}

/** The error to show for a failed pg_dump/pg_restore run. */
async function pgToolError(program: string, error: unknown, url: string): Promise<Error> {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    const version = await serverVersion(url);
    return new Error(
      `${program} was not found on PATH: ${clientAdvice(version)}` +
        (version ? `; the server runs PostgreSQL ${version}.` : '.'),
    );
  }
  const stderr = String((error as { stderr?: unknown }).stderr ?? '');
  const mismatch = /server version: ([\d.]+\S*); \S+ version: ([\d.]+\S*)/.exec(stderr);
  if (/version mismatch/.test(stderr) && mismatch) {
    return new Error(
      `${program} ${mismatch[2]} cannot work with PostgreSQL ${mismatch[1]}, which is newer: ` +
        `${clientAdvice(mismatch[1])}.`,
    );
  }
  if (/unsupported version \([\d.]+\) in file header/.test(stderr)) {
    return new Error(
      `${program} is older than the pg_dump that made this backup and cannot read it: ` +
        `${clientAdvice(await serverVersion(url))}, at least the version that made the backup.`,
    );
  }
  return new Error(`${program} failed: ${(error as Error).message}`, { cause: error });
}

async function pgDump(url: string, file: string): Promise<void> {
  try {
    await runPgTool('pg_dump', ['--format=custom', `--file=${file}`], url);
  } catch (error) {
    throw await pgToolError('pg_dump', error, url);
  }
}

/** The first few tables (schema.name) in `url`'s database outside PostgreSQL's own schemas. */
async function existingTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const result = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
        ORDER BY c.relkind = 'S', 1 LIMIT 4`,
    );
    return result.rows.map((row) => row.name);
  } catch (error) {
    throw new Error(`Could not connect to ${redact(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

/* ------------------------------------------------------------------------------------------ */
/* npm run restore FILE                                                                       */
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
    const result = await database.db.execute(
      sql`SELECT (SELECT count(*) FROM users)::int AS users,
                 (SELECT count(*) FROM comments)::int AS comments,
                 (SELECT count(*) FROM contact_messages)::int AS "contact messages",
                 (SELECT count(*) FROM short_links)::int AS "short links"`,
    );
    const counts = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
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
