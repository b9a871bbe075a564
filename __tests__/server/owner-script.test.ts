import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { buildTestApp, get, login, markVerified, signup } from './support/helper';
import { ROOT } from './support/server-process';

/**
 * `npm run owner` as the owner runs it: a process on the configured database (here a PGlite
 * folder made from the suites' migrated snapshot, so no initdb), then the server on that
 * folder lets the account into /admin.
 */
describe('npm run owner', () => {
  let dir: string;
  let dataDir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-script-'));
    dataDir = path.join(dir, 'pglite');
    const snapshot = new Blob([await fs.promises.readFile(inject('pgliteSnapshot'))]);
    const client = await PGlite.create({ dataDir, loadDataDir: snapshot });
    await client.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The script with only this folder configured; its exit code and what it printed. */
  const owner = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/owner.ts', ...args],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: '',
            PGLITE_DIR: dataDir,
            OWNER_EMAILS: 'Boss@Example.com',
          },
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });

  /** The app on the folder (the script must have exited: one process at a time). */
  async function withApp<T>(run: (app: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>) {
    const database = await openDatabase({ dataDir });
    const app = await buildTestApp(database);
    try {
      return await run(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('refuses bad usage with exit code 2 and says how to use it', async () => {
    const cases = [[], ['promote', 'a@example.com'], ['add'], ['add', 'not-an-email']];
    const results = await Promise.all(cases.map((args) => owner(...args)));
    for (const [i, result] of results.entries()) {
      expect(result.code, cases[i]?.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run owner -- add EMAIL');
    }
    expect(results[3]?.stderr).toMatch(/^Not a valid email address: not-an-email\n/);
  }, 60_000);

  it('adds owners with or without an account, lists them with the setting, removes them', async () => {
    await withApp(async (app) => {
      await signup(app, { username: 'existing', email: 'existing@example.com' });
      await signup(app, { username: 'claimant', email: 'claimed@example.com' });
    });

    // An account whose address is not verified is told what it still has to do.
    const unverified = await owner('add', 'claimed@example.com');
    expect(unverified).toMatchObject({ code: 0, stderr: '' });
    expect(unverified.stdout).toContain('Account: claimant, whose email is not verified yet.');
    await withApp(async (app) => {
      await markVerified({ db: app.db } as DatabaseHandle, 'existing@example.com');
      const claimant = await login(app, 'claimed@example.com');
      expect((await get(app, '/api/admin/me', { cookie: claimant })).statusCode).toBe(404);
    });
    expect((await owner('remove', 'claimed@example.com')).code).toBe(0);

    const withAccount = await owner('add', 'Existing@Example.com');
    expect(withAccount).toMatchObject({ code: 0, stderr: '' });
    expect(withAccount.stdout).toBe(
      'existing@example.com is now an owner.\nAccount: existing. /admin opens for it at its next request.\n',
    );
    const future = await owner('add', 'later@example.com');
    expect(future.code).toBe(0);
    expect(future.stdout).toContain(
      'No account has this email yet: it becomes an owner when it signs up with it and verifies the address.',
    );

    const listed = await owner('list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^boss@example\.com +no account yet +OWNER_EMAILS setting$/);
    expect(lines[1]).toMatch(
      /^existing@example\.com +account existing +owners table \(added \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(lines[2]).toMatch(/^later@example\.com +no account yet +owners table/);

    // The server on this folder: the added account is an owner, and the one added before it
    // signed up becomes one when it does.
    await withApp(async (app) => {
      const existing = await login(app, 'existing@example.com');
      expect((await get(app, '/api/admin/me', { cookie: existing })).json()).toEqual({
        username: 'existing',
        email: 'existing@example.com',
      });
      await signup(app, { username: 'later', email: 'later@example.com' });
      const later = await login(app, 'later@example.com');
      expect((await get(app, '/api/admin/me', { cookie: later })).statusCode).toBe(404);
      await markVerified({ db: app.db } as DatabaseHandle, 'later@example.com');
      expect((await get(app, '/api/admin/me', { cookie: later })).statusCode).toBe(200);
    });

    const removed = await owner('remove', 'existing@example.com');
    expect(removed).toMatchObject({
      code: 0,
      stdout: 'existing@example.com is no longer an owner.\n',
    });
    const again = await owner('remove', 'existing@example.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('existing@example.com is not an owner.\n');
    const setting = await owner('remove', 'boss@example.com');
    expect(setting.code).toBe(1);
    expect(setting.stderr).toContain('through the OWNER_EMAILS setting: remove it there');

    await withApp(async (app) => {
      const existing = await login(app, 'existing@example.com');
      expect((await get(app, '/api/admin/me', { cookie: existing })).statusCode).toBe(404);
      expect(await app.db.select({ email: users.email }).from(users)).toHaveLength(3);
    });
  }, 240_000);

  it('says the embedded database is in use while another process holds it', async () => {
    const lock = path.join(dir, 'pglite.lock');
    fs.writeFileSync(lock, String(process.pid));
    try {
      const result = await owner('list');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The embedded database ${dataDir} is in use by process ${process.pid}`,
      );
      expect(result.stdout).toBe('');
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }, 60_000);
});
