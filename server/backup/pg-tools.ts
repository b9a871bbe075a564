import { spawn } from 'node:child_process';
import pg from 'pg';
import { redact } from '../settings';

/** PostgreSQL's own tools (pg_dump, pg_restore, psql) for backups of a PostgreSQL server. */

/**
 * Runs pg_dump or pg_restore against `url`. The password goes in PGPASSWORD, not on the
 * command line, where any user on the machine could read it in the process list.
 */
export function runPgTool(program: string, args: string[], url: string): Promise<string> {
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
export async function pgToolError(program: string, error: unknown, url: string): Promise<Error> {
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

export async function pgDump(url: string, file: string): Promise<void> {
  try {
    await runPgTool('pg_dump', ['--format=custom', `--file=${file}`], url);
  } catch (error) {
    throw await pgToolError('pg_dump', error, url);
  }
}

/** The first few tables (schema.name) in `url`'s database outside PostgreSQL's own schemas. */
export async function existingTables(url: string): Promise<string[]> {
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
