/**
 * Upgrading a database that holds passkeys from before adding one needed a verified address,
 * on PGlite and PostgreSQL: the migrations before the passkey-ownership one are applied, rows
 * are written as the older site wrote them, then that migration runs. Passkeys added before the
 * account's address was verified are marked (never the owner's role; gone at the next reset,
 * password change or "sign out everywhere else"), and their accounts' sessions end, since which
 * session such a passkey started was never recorded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, drivers } from './support/database';

const FOLDER = path.join(__dirname, '../../server/db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const target = tags.findIndex((tag) => tag.endsWith('_passkey_ownership'));
const migration = (tag: string) => fs.readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8');

type Raw = { run(text: string): Promise<Record<string, unknown>[]>; close(): Promise<void> };

/** An empty database and a way to run SQL text on it (the last statement's rows). */
async function rawDatabase(driver: string): Promise<Raw> {
  if (driver === 'pglite') {
    const client = await PGlite.create();
    return {
      run: async (text) => ((await client.exec(text)).at(-1)?.rows ?? []) as never,
      close: () => client.close(),
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    run: async (text) => {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never;
    },
    close: async () => {
      await client.end();
      await drop();
    },
  };
}

describe.each(drivers)('the passkey-ownership migration on %s', (driver) => {
  it('marks passkeys added before the address was verified and ends their accounts’ sessions', async () => {
    expect(target).toBeGreaterThan(0);
    const db = await rawDatabase(driver);
    try {
      for (const tag of tags.slice(0, target)) await db.run(migration(tag));
      await db.run(`
        INSERT INTO users (id, username, email, email_verified_at, created_at) VALUES
          ('00000000-0000-4000-8000-000000000001', 'owner', 'owner@example.com', '2026-05-10', '2026-05-01'),
          ('00000000-0000-4000-8000-000000000002', 'reader', 'reader@example.com', '2026-05-02', '2026-05-01'),
          ('00000000-0000-4000-8000-000000000003', 'newcomer', 'new@example.com', NULL, '2026-05-01');
        INSERT INTO passkeys (id, user_id, name, public_key, created_at) VALUES
          ('planted', '00000000-0000-4000-8000-000000000001', 'Planted', 'AA', '2026-05-03'),
          ('owners', '00000000-0000-4000-8000-000000000001', 'Owner laptop', 'AA', '2026-05-11'),
          ('readers', '00000000-0000-4000-8000-000000000002', 'Reader phone', 'AA', '2026-05-03'),
          ('unverified', '00000000-0000-4000-8000-000000000003', 'Newcomer', 'AA', '2026-05-03');
        INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
          ('${'1'.repeat(64)}', '00000000-0000-4000-8000-000000000001', now() + interval '1 day'),
          ('${'2'.repeat(64)}', '00000000-0000-4000-8000-000000000002', now() + interval '1 day'),
          ('${'3'.repeat(64)}', '00000000-0000-4000-8000-000000000003', now() + interval '1 day');
      `);
      await db.run(migration(tags[target] ?? ''));

      const marked = await db.run('SELECT id, address_verified FROM passkeys ORDER BY id');
      expect(marked).toEqual([
        { id: 'owners', address_verified: true },
        { id: 'planted', address_verified: false },
        { id: 'readers', address_verified: true },
        { id: 'unverified', address_verified: false },
      ]);
      const left = await db.run('SELECT user_id FROM sessions ORDER BY user_id');
      expect(left).toEqual([{ user_id: '00000000-0000-4000-8000-000000000002' }]);
    } finally {
      await db.close();
    }
  });
});
