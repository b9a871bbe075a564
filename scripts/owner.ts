/**
 * `npm run owner -- add EMAIL | remove EMAIL | list`: who may open /admin. Writes the `owners`
 * table of the configured database (DATABASE_URL, or the embedded PGlite in PGLITE_DIR, which
 * serves one process at a time: stop the server first). OWNER_EMAILS in the settings makes
 * owners too; `list` shows them, marked as coming from the setting.
 *
 * Exit codes: 0 done, 1 an error (the database, removing someone who is not an owner),
 * 2 bad usage (an unknown command, a missing or invalid email).
 */
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import {
  accountsByEmails,
  addStoredOwner,
  removeStoredOwner,
  storedOwnerRows,
} from '../server/data/owners';
import { isEmail } from '../shared/schemas';
import { loadDotEnv } from '../server/settings';

const USAGE = `Usage: npm run owner -- add EMAIL      make the account with this email an owner
       npm run owner -- remove EMAIL   take the owner role back
       npm run owner -- list           every owner, from the owners table and OWNER_EMAILS`;

class UsageError extends Error {}

type Command = { name: 'list' } | { name: 'add' | 'remove'; email: string };

function parse(args: string[]): Command {
  const [name, raw, ...rest] = args;
  if (name === 'list' && raw === undefined) return { name };
  if ((name === 'add' || name === 'remove') && raw !== undefined && rest.length === 0) {
    // As signup stores it: NFC, lower-cased.
    const email = raw.trim().normalize('NFC').toLowerCase();
    if (!isEmail(email)) throw new UsageError(`Not a valid email address: ${raw}`);
    return { name, email };
  }
  throw new UsageError(
    name === undefined ? 'No command given.' : `Unknown command: ${args.join(' ')}`,
  );
}

async function accountOf(db: Database, email: string) {
  const [user] = await accountsByEmails(db, [email]);
  return user;
}

/** The role needs a verified address: what the account still has to do, if anything. */
const UNVERIFIED_NOTE =
  '/admin opens for it once it verifies the address (the link mailed at signup, or a new one from /account).';

async function add(db: Database, email: string, fromSetting: boolean): Promise<string> {
  const inserted = await addStoredOwner(db, email);
  const account = await accountOf(db, email);
  const lines = [
    inserted ? `${email} is now an owner.` : `${email} was already an owner.`,
    !account
      ? 'No account has this email yet: it becomes an owner when it signs up with it and verifies the address.'
      : account.verifiedAt
        ? `Account: ${account.username}. /admin opens for it at its next request.`
        : `Account: ${account.username}, whose email is not verified yet. ${UNVERIFIED_NOTE}`,
  ];
  if (fromSetting) lines.push('It is also an owner through the OWNER_EMAILS setting.');
  return lines.join('\n');
}

async function remove(db: Database, email: string, fromSetting: boolean): Promise<string> {
  const deleted = await removeStoredOwner(db, email);
  if (fromSetting) {
    throw new Error(
      `${email} ${deleted ? 'was removed from the owners table but ' : ''}is an ` +
        'owner through the OWNER_EMAILS setting: remove it there and restart the server.',
    );
  }
  if (!deleted) throw new Error(`${email} is not an owner.`);
  return `${email} is no longer an owner.`;
}

async function list(db: Database, fromSettings: string[]): Promise<string> {
  const rows = await storedOwnerRows(db);
  const emails = [...new Set([...fromSettings, ...rows.map((row) => row.email)])];
  if (emails.length === 0) {
    return 'No owners yet: set OWNER_EMAILS or run `npm run owner -- add EMAIL`.';
  }
  const accounts = new Map(
    (await accountsByEmails(db, emails)).map((user) => [
      user.email,
      user.verifiedAt ? user.username : `${user.username} (email not verified: not an owner yet)`,
    ]),
  );
  const added = new Map(rows.map((row) => [row.email, row.createdAt]));
  const table = emails.map((email) => {
    const sources = [
      fromSettings.includes(email) ? 'OWNER_EMAILS setting' : '',
      added.has(email)
        ? `owners table (added ${added.get(email)?.toISOString().slice(0, 10)})`
        : '',
    ].filter(Boolean);
    const username = accounts.get(email);
    return [email, username ? `account ${username}` : 'no account yet', sources.join(', ')];
  });
  const widths = [0, 1].map((i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
  return table
    .map(([email = '', account = '', source = '']) =>
      `${email.padEnd(widths[0] ?? 0)}  ${account.padEnd(widths[1] ?? 0)}  ${source}`.trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<number> {
  let command: Command;
  try {
    command = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
  );
  try {
    const db = database.db;
    const output =
      command.name === 'list'
        ? await list(db, config.ownerEmails)
        : command.name === 'add'
          ? await add(db, command.email, config.ownerEmails.includes(command.email))
          : await remove(db, command.email, config.ownerEmails.includes(command.email));
    process.stdout.write(`${output}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
