/**
 * `npm run restore FILE`: restores a backup made by `npm run backup` into the configured
 * database, which must be empty: with PGlite, PGLITE_DIR missing or empty and no server running;
 * with DATABASE_URL, a database without tables. The file's format (PGlite archive or pg_dump)
 * must match the configured database. See docs/backups.md.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/backup';
import { loadDotEnv } from '../server/settings';

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    throw new Error('Usage: npm run restore FILE (a backup made by npm run backup)');
  }
  loadDotEnv();
  const config = loadConfig();
  const file = path.resolve(args[0] ?? '');
  const { target, counts } = await restoreBackup({
    file,
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  // "1 user", "2 users": each count names its table in the plural.
  const rows = Object.entries(counts).map(
    ([table, n]) => `${n} ${n === 1 ? table.slice(0, -1) : table}`,
  );
  console.log(`Restored ${file} into ${target}: ${rows.join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
