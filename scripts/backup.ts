/**
 * `npm run backup [-- --keep N] [-- --out DIR]`: writes a consistent, timestamped backup of the
 * configured database into BACKUP_DIR (or DIR), mode 0600, and prints its path and size. With
 * PGlite and the server running, the server makes the copy (over `<PGLITE_DIR>.sock`); with no
 * server, this process opens the folder itself. With DATABASE_URL, pg_dump. `--keep N` then
 * deletes all but the newest N backups there. See docs/backups.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { makeBackup } from '../server/backup';
import { loadDotEnv } from '../server/settings';

const USAGE = 'Usage: npm run backup [-- --keep N] [--out DIR]';

function options() {
  let values: { keep?: string; out?: string };
  try {
    ({ values } = parseArgs({
      options: { keep: { type: 'string' }, out: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}. ${USAGE}`, { cause: error });
  }
  if (values.keep !== undefined && !/^[1-9]\d*$/.test(values.keep)) {
    throw new Error(`--keep must be a whole number of backups, 1 or more. ${USAGE}`);
  }
  return { keep: values.keep === undefined ? undefined : Number(values.keep), out: values.out };
}

/** 4.6 MB, 812 kB, 96 B. */
function size(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} B`;
}

async function main() {
  const { keep, out } = options();
  loadDotEnv();
  const config = loadConfig();
  const outDir = out ? path.resolve(out) : config.backupDir;
  const started = Date.now();
  const result = await makeBackup({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    outDir,
    keep,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${result.source} in ${seconds} s:`);
  console.log(`${result.file} (${size(result.bytes)})`);
  for (const file of result.removed) console.log(`Removed the older backup ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
