import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers give the same query builder; code above this file never knows which it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * PGlite only: a consistent copy of the data folder as a gzipped tar, made by this process
   * (which holds the folder) for `npm run backup`. PostgreSQL is backed up with pg_dump.
   */
  backup?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string;
  /** An already created PGlite (tests start theirs from a migrated snapshot); closed with the handle. */
  pglite?: PGlite;
};

const migrationsFolder = path.join(__dirname, 'migrations');

// Any fixed number: replicas starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 7_344_129;

/** Opens the database named by the options and applies pending migrations before returning. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.pglite);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory and
 * grows it past its initial 128 MB; this site's data fits in a fraction of 16 MB. About 120 MB
 * less resident memory idle and under load (bench/pglite-memory.mjs).
 */
const PGLITE_MEMORY = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * A new data folder needs initdb, which PGlite runs in a second WebAssembly instance whose
 * memory (several hundred MB) stays in the process until a garbage collection: a short-lived
 * process does it instead, so the server starts as it would on an existing folder.
 */
async function initPgliteDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import('@electric-sql/pglite');
const [dataDir, options] = process.argv.slice(1);
try {
  await (await PGlite.create({ dataDir, ...JSON.parse(options) })).close();
} catch (error) {
  // Emscripten's file errors carry only an errno.
  process.stderr.write(String(error?.message || (error?.errno ? 'errno ' + error.errno : error)));
  process.exit(1);
}`;
  const args = ['--input-type=module', '-e', script, dataDir, JSON.stringify(PGLITE_MEMORY)];
  try {
    // From the package folder, where @electric-sql/pglite resolves; with this process's flags.
    await promisify(execFile)(process.execPath, [...process.execArgv, ...args], {
      cwd: path.join(__dirname, '..', '..'),
    });
  } catch (error) {
    const detail = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`Could not create the embedded database in ${dataDir}: ${detail}`, {
      cause: error,
    });
  }
}

async function openPglite(dataDir: string | undefined, given?: PGlite): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir && !given) {
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      releaseLock = lockDataDir(dataDir);
    } catch (error) {
      // A file system error (it has a code) is about the folder; "in use" is already clear.
      throw (error as NodeJS.ErrnoException).code ? storageError(dataDir, error) : error;
    }
  }
  try {
    if (dataDir && !given) await initPgliteDir(dataDir);
    let client = given;
    try {
      client ??= await PGlite.create({ dataDir, ...PGLITE_MEMORY });
    } catch (error) {
      throw dataDir ? storageError(dataDir, error) : error;
    }
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      backup: () => dumpPglite(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite's own errors say only that it "failed to initialize properly": name the folder and,
 * when the folder cannot be read or written, why (the file system's own error).
 */
function storageError(dataDir: string, error: unknown): Error {
  let cause = (error as Error).message ?? String(error);
  try {
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (access) {
    cause = (access as Error).message;
  }
  return new Error(`Could not open the embedded database in ${dataDir}: ${cause}`, {
    cause: error,
  });
}

/** The pid file beside a PGlite data folder: `<folder>.lock`. */
export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
}

/** The live process (other than this one) whose pid the folder's lock file holds, if any. */
export function pgliteOwner(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pgliteLockFile(dataDir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * PGlite is a single-process database: a second process opening the same folder corrupts it.
 * A pid file next to the data refuses that (a stale file from a killed process is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = pgliteLockFile(dataDir);
  const owner = pgliteOwner(dataDir);
  if (owner) {
    throw new Error(
      `The embedded database ${dataDir} is in use by process ${owner}; stop it first ` +
        '(or set DATABASE_URL to share a PostgreSQL server between processes).',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

/**
 * A consistent copy of an open PGlite's data folder (a gzipped tar). CHECKPOINT first writes
 * the shared buffers out, so the data files hold the data and not only the WAL; the dump then
 * reads the folder under PGlite's query lock, synchronously, so no write lands half-way. A
 * transaction open at that moment (between its statements) is rolled back when the copy is
 * opened, as after a crash: only committed work is in the backup.
 */
async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

/** A backup of a PGlite folder no server holds (`npm run backup` with the server stopped). */
export async function backupPgliteDir(dataDir: string): Promise<Blob> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up (no PG_VERSION).`);
  }
  const releaseLock = lockDataDir(dataDir);
  try {
    let client: PGlite;
    try {
      client = await PGlite.create({ dataDir, ...PGLITE_MEMORY });
    } catch (error) {
      throw storageError(dataDir, error);
    }
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    releaseLock();
  }
}

/**
 * Unpacks a backup made by `backup()` into `dataDir`, which must be empty or missing, and
 * starts PostgreSQL on it once (which replays the WAL written up to the copy) before closing.
 * The folder is locked meanwhile, so no server can start on it half-way.
 */
export async function restorePgliteDir(dataDir: string, archive: Blob): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    if (fs.readdirSync(dataDir).length > 0) {
      throw new Error(`The embedded database folder ${dataDir} is not empty.`);
    }
    // PGlite unzips the archive only when told it is one.
    const loadDataDir = new Blob([archive], { type: 'application/x-gzip' });
    try {
      await (await PGlite.create({ dataDir, loadDataDir, ...PGLITE_MEMORY })).close();
    } catch (error) {
      // The folder was empty: what is in it now is a half-restored database.
      for (const entry of fs.readdirSync(dataDir)) {
        fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
      const cause = (error as Error).message ?? String(error);
      throw new Error(`Could not restore the embedded database into ${dataDir}: ${cause}`, {
        cause: error,
      });
    }
  } finally {
    releaseLock();
  }
}

/** Whether process `pid` is running (one of another user counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
