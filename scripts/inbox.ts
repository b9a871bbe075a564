/**
 * `npm run inbox`: prints the contact form's messages (newest first) from the configured
 * database, each marked unread, read or handled as /admin left it. The embedded PGlite serves
 * one process at a time: stop the server first, or while it runs use /admin or
 * GET /api/admin/inbox with INBOX_TOKEN.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { formatInbox, listInbox } from '../server/data/inbox';
import { loadDotEnv } from '../server/settings';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
  );
  try {
    const limit = Number(process.argv[2] ?? 200);
    process.stdout.write(
      formatInbox(await listInbox(database.db, Number.isInteger(limit) && limit > 0 ? limit : 200)),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
