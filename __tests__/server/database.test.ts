import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { comments, postClaps, shortLinks, users } from '../../server/db/schema';
import { pgError } from '../../server/lib/errors';
import { drivers, testDatabase } from './support/helper';

const journal = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.each(drivers)('database on %s', (driver) => {
  const handle = testDatabase(driver);

  async function refused(write: Promise<unknown>): Promise<string | undefined> {
    try {
      await write;
    } catch (error) {
      return pgError(error)?.code;
    }
    return 'accepted';
  }

  it('applied every committed migration at start', async () => {
    const result = await handle.db.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]?.n).toBe(journal.entries.length);
    const tables = await handle.db.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(
      (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name),
    ).toEqual([
      'analytics_daily_referrers',
      'analytics_daily_views',
      'analytics_daily_vitals',
      'analytics_views',
      'analytics_vitals',
      'comments',
      'contact_messages',
      'email_tokens',
      'moderation_log',
      'owner_notice_mails',
      'owner_notices',
      'owner_settings',
      'owners',
      'passkeys',
      'post_claps',
      'preview_links',
      'sessions',
      'short_links',
      'user_credentials',
      'users',
      'webauthn_challenges',
      'webhook_deliveries',
    ]);
  });

  it('enforces uniqueness, formats and foreign keys in the database itself', async () => {
    const { db } = handle.db;
    await db.insert(users).values({ username: 'unique', email: 'unique@example.com' });
    expect(
      await refused(db.insert(users).values({ username: 'other', email: 'unique@example.com' })),
    ).toBe('23505');
    expect(
      await refused(db.insert(users).values({ username: 'UNIQUE', email: 'x@example.com' })),
    ).toBe('23505');
    expect(
      await refused(db.insert(users).values({ username: 'bad name', email: 'y@example.com' })),
    ).toBe('23514');
    expect(
      await refused(db.insert(users).values({ username: 'upper', email: 'Upper@example.com' })),
    ).toBe('23514');
    expect(
      await refused(
        db.insert(comments).values({ postSlug: 'p', userId: crypto.randomUUID(), text: 'orphan' }),
      ),
    ).toBe('23503');
    expect(
      await refused(db.insert(shortLinks).values({ code: 'bad', url: 'http://localhost:8000/' })),
    ).toBe('23514');
    await db.insert(shortLinks).values({ code: 'AAAAAAA', url: 'http://localhost:8000/a' });
    expect(
      await refused(
        db.insert(shortLinks).values({ code: 'AAAAAAA', url: 'http://localhost:8000/b' }),
      ),
    ).toBe('23505');
    expect(
      await refused(
        db.insert(shortLinks).values({ code: 'BBBBBBB', url: 'http://localhost:8000/a' }),
      ),
    ).toBe('23505');
    expect(await refused(db.insert(postClaps).values({ slug: 'p', claps: -1 }))).toBe('23514');
  });

  if (driver === 'postgres') {
    it('migrates idempotently when a second process starts on the same database', async () => {
      const url = (
        handle.db.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client.options.connectionString;
      const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
      await Promise.all([a.close(), b.close()]);
      const result = await handle.db.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
        journal.entries.length,
      );
    });
  }
});

describe('embedded database folder', () => {
  it('refuses to open a PGlite folder another live process holds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    try {
      fs.writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir: path.join(dir, 'db') })).rejects.toThrow(
        new RegExp(`in use by process ${process.ppid}`),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
