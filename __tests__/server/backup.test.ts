import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { LOAD_PREFIX, runScript, startWriteLoad, type ScriptRun } from './support/backup-load';
import { createPostgresDatabase, drivers } from './support/database';
import { ROOT, startServer } from './support/server-process';

/**
 * `npm run backup` and `npm run restore FILE` as the owner runs them: the real scripts, against
 * a real server process while it takes writes, and the restored copy compared with every write
 * the API acknowledged.
 */

const SITE_URL = 'http://localhost:8000';
const BACKUP_NAME = /^portfolio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(pglite\.tar\.gz|pgdump)$/;
const MIGRATIONS = (
  JSON.parse(
    fs.readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the suite's temporary folder. */
const folder = (name: string) => fs.mkdtempSync(path.join(dir, `${name}-`));

/** A failed run: exit code 1 and one line on stderr (no stack trace); that line. */
function failure(run: ScriptRun): string {
  expect(run.code, run.stdout + run.stderr).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  return lines[0] ?? '';
}

async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function migrationsApplied(database: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A PGlite data folder with one short link in it, made without a server. */
async function pgliteWithOneLink(dataDir: string): Promise<void> {
  // The suite's migrated snapshot unpacked into the folder: quicker than initdb.
  const snapshot = new Blob([await fs.promises.readFile(inject('pgliteSnapshot'))]);
  const client = await PGlite.create({ dataDir, loadDataDir: snapshot });
  const database = await openDatabase({ pglite: client });
  try {
    await database.db.execute(sql`INSERT INTO short_links (code, url) VALUES ('Abc1234', '/kept')`);
  } finally {
    await database.close();
  }
}

it.each(drivers)(
  'restores every write acknowledged before a backup taken under write load (%s)',
  async (driver) => {
    const work = folder(driver);
    const pgliteDir = path.join(work, 'pglite');
    const socketPath = `${pgliteDir}.sock`;
    const backups = path.join(work, 'backups');
    const serverDb = driver === 'postgres' ? await createPostgresDatabase() : undefined;
    const restoreDb = driver === 'postgres' ? await createPostgresDatabase() : undefined;
    const env: Record<string, string> = {
      API_ONLY: 'true',
      SITE_URL,
      TRUST_PROXY: '127.0.0.1',
      CONTENT_LAKE_DATA_DIR: path.join(work, 'lake'),
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: serverDb?.url ?? '',
    };
    try {
      const server = await startServer(env);
      const load = startWriteLoad(server.base, SITE_URL);
      let backupStarted = 0;
      let backupEnded = 0;
      let file = '';
      try {
        if (driver === 'pglite') {
          const socket = fs.lstatSync(socketPath);
          expect(socket.isSocket()).toBe(true);
          expect(socket.mode & 0o777).toBe(0o600);
        }
        await until(() => load.acks.length >= 100, 'the first writes');

        backupStarted = performance.now();
        const backup = await runScript('backup', ['--out', backups], env, { npm: true });
        backupEnded = performance.now();
        // Writes carry on after the backup, and must not be in it.
        await sleep(500);
        await load.stop();

        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        expect(load.failures).toEqual([]);
        const during = load.acks.filter(
          (ack) => ack.ackedAt > backupStarted && ack.ackedAt < backupEnded,
        );
        expect(during.length, 'writes acknowledged while the backup ran').toBeGreaterThan(0);

        const written = fs.readdirSync(backups);
        expect(written).toEqual([expect.stringMatching(BACKUP_NAME)]);
        file = path.join(backups, written[0] ?? '');
        expect(file.endsWith(driver === 'pglite' ? '.pglite.tar.gz' : '.pgdump')).toBe(true);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(backup.stdout).toContain(file);
        expect(backup.stdout).toMatch(/\(\d+(\.\d)? (MB|kB)\)/);

        // The live database is no place to restore into.
        const refused = failure(await runScript('restore', [file], env));
        if (driver === 'pglite') {
          const pid = fs.readFileSync(`${pgliteDir}.lock`, 'utf8');
          expect(backup.stdout).toContain(`copied by the running server (process ${pid})`);
          expect(refused).toBe(
            `The embedded database ${pgliteDir} is in use by process ${pid}: stop the server ` +
              'before restoring.',
          );
        } else {
          expect(refused).toMatch(/^The database postgres:\/\/\S+ is not empty \(it has /);
          expect(refused).toContain('restore into a new, empty database');
          expect(refused).not.toContain(new URL(serverDb?.url ?? '').password);
        }
      } finally {
        await load.stop();
        expect(await server.stop()).toBe(0);
      }
      expect(fs.existsSync(socketPath)).toBe(false);

      const restoredDir = path.join(work, 'restored');
      const target = { PGLITE_DIR: restoredDir, DATABASE_URL: restoreDb?.url ?? '' };
      const restored = await runScript('restore', [file], target, { npm: true });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(new RegExp(`^Restored ${file} into .* short links?\\.\\n$`));

      if (driver === 'pglite') {
        // The folder holds a database that opens; the migrations are all in it already.
        const raw = await openDatabase({ pglite: await PGlite.create({ dataDir: restoredDir }) });
        const before = await migrationsApplied(raw).finally(() => raw.close());
        expect(before).toBe(MIGRATIONS);
      }
      const database = await openDatabase(
        restoreDb ? { url: restoreDb.url } : { dataDir: restoredDir },
      );
      try {
        expect(await migrationsApplied(database)).toBe(MIGRATIONS);
        const links = new Map(
          (
            await rows<{ code: string; url: string }>(
              database,
              sql`SELECT code, url FROM short_links WHERE url LIKE ${`${LOAD_PREFIX}%`}`,
            )
          ).map((link) => [link.url, link.code]),
        );
        const users = new Map(
          (
            await rows<{ username: string; credentials: boolean }>(
              database,
              sql`SELECT u.username, c.user_id IS NOT NULL AS credentials
                    FROM users u LEFT JOIN user_credentials c ON c.user_id = u.id`,
            )
          ).map((user) => [user.username, user.credentials]),
        );

        // Every write acknowledged before the backup started is there, as acknowledged.
        const before = load.acks.filter((ack) => ack.ackedAt < backupStarted);
        expect(before.length).toBeGreaterThanOrEqual(100);
        for (const ack of before) {
          if (ack.kind === 'link') expect(links.get(ack.path), ack.path).toBe(ack.code);
          else expect(users.get(ack.username), ack.username).toBe(true);
        }
        // An account is there whole (with its password) or not at all.
        expect([...users].filter(([, credentials]) => !credentials)).toEqual([]);
        // Nothing sent after the backup finished is in it.
        const sentAt = new Map(load.sent.map((write) => [write.name, write.sentAt]));
        for (const name of [...links.keys(), ...users.keys()]) {
          expect(sentAt.get(name), name).toBeLessThan(backupEnded);
        }
        expect(links.size + users.size).toBeLessThan(load.acks.length);
      } finally {
        await database.close();
      }
    } finally {
      await serverDb?.drop();
      await restoreDb?.drop();
    }
  },
  180_000,
);

it('backs up a PGlite folder with no server running, and --keep deletes only our oldest backups', async () => {
  const work = folder('offline');
  const pgliteDir = path.join(work, 'pglite');
  await pgliteWithOneLink(pgliteDir);
  // A server killed with SIGKILL leaves its lock (and socket) behind.
  const dead = execFileSync(process.execPath, ['-p', 'process.pid'], { encoding: 'utf8' }).trim();
  fs.writeFileSync(`${pgliteDir}.lock`, dead);

  const backups = path.join(work, 'backups');
  fs.mkdirSync(backups);
  const old = [
    'portfolio-2024-01-01T00-00-00Z.pglite.tar.gz',
    'portfolio-2025-01-01T00-00-00Z.pgdump',
    'portfolio-2026-01-01T00-00-00Z.pglite.tar.gz',
  ];
  const others = [
    'notes.txt',
    'portfolio-latest.pglite.tar.gz',
    'other-2020-01-01T00-00-00Z.pgdump',
  ];
  for (const name of [...old, ...others]) fs.writeFileSync(path.join(backups, name), 'x');
  // What a backup killed half-way leaves behind.
  fs.writeFileSync(path.join(backups, `.portfolio-2026-01-02T00-00-00Z.pgdump.${dead}.tmp`), 'x');

  const env = { PGLITE_DIR: pgliteDir, BACKUP_DIR: backups };
  const backup = await runScript('backup', ['--keep', '2'], env);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const made = fs
    .readdirSync(backups)
    .filter((name) => !old.includes(name) && BACKUP_NAME.test(name));
  expect(made).toHaveLength(1);
  const file = path.join(backups, made[0] ?? '');
  expect(backup.stdout).toContain(
    `Backed up the embedded database ${pgliteDir} (no server running)`,
  );
  expect(backup.stdout).toContain(`Removed the older backup ${path.join(backups, old[0] ?? '')}`);
  expect(backup.stdout).toContain(`Removed the older backup ${path.join(backups, old[1] ?? '')}`);
  expect(fs.readdirSync(backups).sort()).toEqual([...others, old[2], made[0]].sort());
  // The backup released the folder when done.
  expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);

  // Not over the database it came from...
  const refused = failure(await runScript('restore', [file], env));
  expect(refused).toBe(
    `The embedded database folder ${pgliteDir} is not empty: stop the server, move the folder ` +
      `away (mv ${pgliteDir} ${pgliteDir}.old), then restore again.`,
  );
  // ...but into an empty folder.
  const restoredDir = path.join(work, 'restored');
  fs.mkdirSync(restoredDir);
  const restored = await runScript('restore', [file], { PGLITE_DIR: restoredDir });
  expect(restored.stderr).toBe('');
  expect(restored.stdout).toBe(
    `Restored ${file} into ${restoredDir}: 0 users, 0 comments, 0 contact messages, 1 short link.\n`,
  );
  const database = await openDatabase({ dataDir: restoredDir });
  try {
    expect(await rows(database, sql`SELECT code, url FROM short_links`)).toEqual([
      { code: 'Abc1234', url: '/kept' },
    ]);
  } finally {
    await database.close();
  }
}, 120_000);

/** PGlite: the server (played by this process) stops sending half-way, fails, or is silent. */
async function failPglite(backups: string) {
  const pgliteDir = path.join(path.dirname(backups), 'pglite');
  const env = { PGLITE_DIR: pgliteDir, BACKUP_DIR: backups };
  // This process plays the server: it holds the lock and answers on the socket.
  fs.writeFileSync(`${pgliteDir}.lock`, String(process.pid));
  const socketPath = `${pgliteDir}.sock`;

  let answer: (response: http.ServerResponse) => void = () => {};
  const fake = http.createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => fake.listen(socketPath, resolve));
  try {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': 100_000 });
      response.write(zlib.gzipSync(crypto.randomBytes(5000)).subarray(0, 1000));
      setTimeout(() => response.destroy(), 100);
    };
    const cut = failure(await runScript('backup', [], env));
    expect(cut).toMatch(
      new RegExp(
        `^The server \\(process ${process.pid}\\) stopped sending the backup after 1000 of 100000 bytes .*; nothing was kept\\.$`,
      ),
    );
    expect(fs.readdirSync(backups)).toEqual([]);

    answer = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'The backup failed: no space left on device' }));
    };
    const refused = failure(await runScript('backup', [], env));
    expect(refused).toBe(
      `The server (process ${process.pid}) could not make the backup: The backup failed: no ` +
        'space left on device (status 500).',
    );
    expect(fs.readdirSync(backups)).toEqual([]);
  } finally {
    await new Promise((resolve) => fake.close(resolve));
  }

  const silent = failure(await runScript('backup', [], env));
  expect(silent).toBe(
    `The embedded database ${pgliteDir} is held by process ${process.pid} (lock file ` +
      `${pgliteDir}.lock), but its backup socket ${socketPath} does not answer (ENOENT). If ` +
      `${process.pid} is this site's server, restart it (a server from before backups has no ` +
      'socket); if it is not, delete the stale lock file.',
  );
  expect(fs.readdirSync(backups)).toEqual([]);
}

/** PostgreSQL: pg_dump cannot open the database. */
async function failPostgres(backups: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = '/portfolio_no_such_database';
  const line = failure(
    await runScript('backup', [], { DATABASE_URL: url.href, BACKUP_DIR: backups }),
  );
  expect(line).toMatch(
    /^pg_dump failed: connection to server .* database "portfolio_no_such_database" does not exist$/,
  );
  expect(line).not.toContain(url.password);
  expect(fs.readdirSync(backups)).toEqual([]);
}

it.each(drivers)(
  'a backup that fails leaves no file and says why in one line (%s)',
  async (driver) => {
    const backups = path.join(folder(`fail-${driver}`), 'backups');
    await (driver === 'pglite' ? failPglite(backups) : failPostgres(backups));
  },
  60_000,
);

it('says what to install when pg_dump is missing or too old, and never prints the password', async () => {
  const work = folder('pg-tools');
  const backups = path.join(work, 'backups');
  // Nothing listens on port 1: the messages come from the tools alone.
  const url = 'postgres://owner:s3cret-pw@127.0.0.1:1/site';
  const bin = path.join(work, 'bin');
  fs.mkdirSync(bin);
  const env = { DATABASE_URL: url, BACKUP_DIR: backups, PATH: bin };

  const missing = failure(await runScript('backup', [], env));
  expect(missing).toBe(
    "pg_dump was not found on PATH: install PostgreSQL's client programs of the server's major " +
      'version (Debian and Ubuntu: apt-get install postgresql-client-<major>).',
  );

  // What pg_dump 15 says to a PostgreSQL 17 server.
  fs.writeFileSync(
    path.join(bin, 'pg_dump'),
    '#!/bin/sh\necho "pg_dump: error: aborting because of server version mismatch" >&2\n' +
      'echo "pg_dump: detail: server version: 17.2; pg_dump version: 15.10" >&2\nexit 1\n',
    { mode: 0o755 },
  );
  const old = failure(await runScript('backup', [], env));
  expect(old).toBe(
    "pg_dump 15.10 cannot work with PostgreSQL 17.2, which is newer: install PostgreSQL 17's " +
      'client programs (Debian and Ubuntu: apt-get install postgresql-client-17, from ' +
      'apt.postgresql.org when the distribution has no such version).',
  );
  expect(fs.readdirSync(backups)).toEqual([]);

  // The password reaches pg_dump in its environment, not on the command line.
  fs.writeFileSync(
    path.join(bin, 'pg_dump'),
    '#!/bin/sh\necho "pg_dump: error: args: $*; password from PGPASSWORD: ${#PGPASSWORD} characters" >&2\nexit 1\n',
    { mode: 0o755 },
  );
  const args = failure(await runScript('backup', [], env));
  expect(args).toMatch(
    /^pg_dump failed: args: --format=custom --file=\S+ --dbname=postgres:\/\/owner@127\.0\.0\.1:1\/site; password from PGPASSWORD: 9 characters$/,
  );
  expect(fs.readdirSync(backups)).toEqual([]);
}, 60_000);

it('restores only a backup of the configured kind of database, saying how to switch', async () => {
  const work = folder('kinds');
  const pgliteFile = path.join(work, 'portfolio-2026-01-01T00-00-00Z.pglite.tar.gz');
  fs.writeFileSync(pgliteFile, zlib.gzipSync('not really a data folder'));
  const pgFile = path.join(work, 'portfolio-2026-01-01T00-00-00Z.pgdump');
  fs.writeFileSync(pgFile, 'PGDMP\u0001\u000e\u0000');
  const other = path.join(work, 'notes.txt');
  fs.writeFileSync(other, 'hello');
  const pgliteDir = path.join(work, 'pglite');

  const intoPostgres = failure(
    await runScript('restore', [pgliteFile], {
      DATABASE_URL: 'postgres://owner:s3cret@127.0.0.1:1/site',
    }),
  );
  expect(intoPostgres).toBe(
    `${pgliteFile} is a backup of the embedded database (PGlite), but DATABASE_URL is set, so ` +
      'the restore would go to PostgreSQL. Restore it into PGlite with DATABASE_URL unset ' +
      '(`DATABASE_URL= npm run restore FILE`, with PGLITE_DIR naming an empty folder).',
  );
  const intoPglite = failure(await runScript('restore', [pgFile], { PGLITE_DIR: pgliteDir }));
  expect(intoPglite).toBe(
    `${pgFile} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set, so the restore ` +
      'would go to the embedded database. Set DATABASE_URL to an empty PostgreSQL database to ' +
      'restore it there.',
  );
  const notBackup = failure(await runScript('restore', [other], { PGLITE_DIR: pgliteDir }));
  expect(notBackup).toBe(
    `${other} is not a backup made by npm run backup (neither a PGlite archive nor a pg_dump ` +
      'custom-format file).',
  );
  // A damaged archive: nothing half-restored stays in the folder.
  const damaged = failure(await runScript('restore', [pgliteFile], { PGLITE_DIR: pgliteDir }));
  expect(damaged).toMatch(
    new RegExp(`^Could not restore the embedded database into ${pgliteDir}: `),
  );
  expect(fs.readdirSync(pgliteDir)).toEqual([]);
  expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);
}, 60_000);
