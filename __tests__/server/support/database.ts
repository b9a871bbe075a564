import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database: a PGlite copy of the snapshot, or a new PostgreSQL database. */
export async function openTestDatabase(driver: string): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const snapshot = new Blob([await fs.promises.readFile(inject('pgliteSnapshot'))]);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir: snapshot }) });
  }
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ url });
  const close = async () => {
    await handle.close();
    await drop();
  };
  return { ...handle, close };
}

/** A new, empty database on the TEST_DATABASE_URL server (for servers started as processes). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL ?? '';
  const name = `portfolio_test_${crypto.randomBytes(6).toString('hex')}`;
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => dropDatabase(name, adminQuery) };
}

/**
 * DROP ... WITH (FORCE) ends the test's own connections, but not an autovacuum worker (it runs as
 * the server's superuser): a suite that wrote and deleted many rows may meet one. It ends soon
 * after; try again for a few seconds.
 */
async function dropDatabase(name: string, adminQuery: (text: string) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** One database for the enclosing `describe` (or file), closed after its last test. */
export function testDatabase(driver: string): { readonly db: DatabaseHandle } {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error('database not open yet');
      return database;
    },
  };
}

const TABLES = ['users', 'user_credentials', 'sessions', 'comments', 'post_claps']
  .concat(['short_links', 'contact_messages', 'email_tokens', 'passkeys', 'webauthn_challenges'])
  .concat(['owner_notices', 'owner_notice_mails', 'owner_settings', 'webhook_deliveries'])
  .join(', ');

export async function truncateAll(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES} CASCADE`));
}

export async function countRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES.split(', ')) {
    const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return counts;
}

type Query = PromiseLike<unknown> & Record<string | symbol, unknown>;
type Method = (...args: unknown[]) => unknown;

/** Forwards every property to `target`, with methods bound to it, unless `override` has one. */
function forward<T extends object>(target: T, override: (prop: string | symbol) => unknown): T {
  return new Proxy(target, {
    get(_, prop) {
      const replaced = override(prop);
      if (replaced !== undefined) return replaced;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as Method).bind(target) : value;
    },
  });
}

/** An insert whose builder methods keep it failing, and which throws once the row is written. */
function failingAfterWrite(query: Query): Query {
  return forward(query, (prop) => {
    if (prop === 'then') {
      return (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) =>
        query
          .then(() => {
            throw new Error('simulated crash after a write');
          })
          .then(ok, fail);
    }
    const method = query[prop];
    if (typeof method !== 'function') return undefined;
    return (...args: unknown[]) =>
      failingAfterWrite((method as Method).apply(query, args) as Query);
  });
}

/**
 * The database as the app would see it if the process failed right after writing a row to
 * `table` inside a transaction: the insert (or, with `write: 'update'`, the update) runs, then
 * the transaction's callback throws.
 */
export function crashAfterWrite(
  database: DatabaseHandle,
  table: PgTable,
  write: 'insert' | 'update' = 'insert',
): DatabaseHandle {
  const wrapTx = (tx: Database) =>
    forward(tx, (prop) =>
      prop === write
        ? (into: PgTable) =>
            into === table
              ? failingAfterWrite(tx[write](into) as unknown as Query)
              : tx[write](into)
        : undefined,
    );
  const db = forward(database.db, (prop) =>
    prop === 'transaction'
      ? (run: (tx: Database) => Promise<unknown>) =>
          database.db.transaction((tx) => run(wrapTx(tx as unknown as Database)))
      : undefined,
  );
  return { ...database, db };
}
