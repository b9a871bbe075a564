import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs, serializeError } from '../../server/lib/log';
import { appForTest, drivers, openTestDatabase, PASSWORD, post, signup } from './support/helper';

/** The app's log lines, as JSON objects and as the raw text written. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    text: () => lines.join('\n'),
    errors: () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50),
  };
}

const EMAIL = 'secret.person@example.com';

describe.each(drivers)('log lines on %s', (driver) => {
  it('never carry the values of a failed query: no password hash, no email', async () => {
    const database = await openTestDatabase(driver);
    try {
      // The account row goes in; its credentials row fails, as a full disk or a bug would.
      await database.db.execute(sql`
        create function refuse_credentials() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$`);
      await database.db.execute(sql`
        create trigger refuse before insert on user_credentials
        for each row execute function refuse_credentials()`);
      const log = captureLog();
      const app = await appForTest(database, { logger: log.logger });

      const response = await post(app, '/api/auth/signup', {
        username: 'secretperson',
        email: EMAIL,
        password: PASSWORD,
      });

      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Internal Server Error');
      const [entry] = log.errors();
      // The failure is logged, with what went wrong and where …
      expect(entry.err.message).toContain('insert into "user_credentials"');
      expect(entry.err.message).toContain('params: [redacted]');
      expect(JSON.stringify(entry.err)).toContain('disk full');
      // … and nothing of what was being stored.
      expect(log.text()).not.toMatch(/argon2/i);
      expect(log.text()).not.toContain(EMAIL);
      expect(log.text()).not.toContain(PASSWORD);
    } finally {
      await database.close();
    }
  });

  it('never carry a login email when the database is gone', async () => {
    const database = await openTestDatabase(driver);
    const log = captureLog();
    const app = await appForTest(database, { logger: log.logger });
    await signup(app, { username: 'secretperson', email: EMAIL });
    await database.close();

    const response = await post(app, '/api/auth/login', { email: EMAIL, password: PASSWORD });

    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(log.errors().length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(EMAIL);
    expect(log.text()).not.toContain('secret.person');
    expect(log.text()).not.toContain(PASSWORD);
  });
});

describe('serializeError', () => {
  it('keeps codes and causes but takes out values, keys and hashes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    });
    const error = Object.assign(
      new Error(`Failed query: insert into "users" values ($1, $2)\nparams: bob,${EMAIL}\nsecond`),
      { params: ['bob', EMAIL], cause },
    );

    const out = serializeError(error);

    expect(out.message).toBe(
      'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]',
    );
    expect(out.params).toBe('[redacted]');
    expect(out.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      detail: '[redacted]',
    });
    expect(JSON.stringify(out)).not.toContain(EMAIL);
    expect(serializeError(new Error('hash $argon2id$v=19$m=19456,t=2,p=1$abc$def')).message).toBe(
      'hash [redacted]',
    );
  });
});

describe('log format', () => {
  it('is readable lines on a terminal, JSON for services and in production', () => {
    expect(prettyLogs({}, { isTTY: true })).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'development' }, { isTTY: true })).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'production' }, { isTTY: true })).toBe(false);
    expect(prettyLogs({}, { isTTY: false })).toBe(false);
    expect(prettyLogs({}, {})).toBe(false);
  });

  it('pretty-prints through pino-pretty unless the caller brings its own output', () => {
    const pretty = loggerOptions({ level: 'info' }, { pretty: true }) as Record<string, unknown>;
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty' });
    // The redaction is there either way.
    expect(pretty.redact).toMatchObject({ censor: '[redacted]' });
    const json = loggerOptions({ level: 'info' }, { pretty: false }) as Record<string, unknown>;
    expect(json.transport).toBeUndefined();
    const stream = new Writable({ write: (_chunk, _encoding, done) => done() });
    const own = loggerOptions({ level: 'info', stream }, { pretty: true }) as Record<
      string,
      unknown
    >;
    expect(own.transport).toBeUndefined();
    expect(loggerOptions(false, { pretty: true })).toBe(false);
  });
});
