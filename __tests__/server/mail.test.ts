/**
 * The mail module (server/mail/mailer.ts, on nodemailer): through SMTP_URL to a real SMTP
 * server started here, or, without one, to the outbox folder with one log line per mail and
 * `npm run mail` to list them; production refuses to start without SMTP_URL.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { verifyEmailMail } from '../../server/mail/messages';
import { listOutbox } from '../../server/mail/outbox';
import { SMTP_USER, startSmtp, type TestSmtp } from '../support/smtp';
import { ROOT, runUntilExit, startServer } from './support/server-process';

const silent = { info: () => {} };
const CONTEXT = { siteUrl: 'https://example.com' };
const SAMPLE = verifyEmailMail(
  CONTEXT,
  { email: 'ada@example.com', username: 'ada' },
  'T'.repeat(43),
  24,
);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('with SMTP_URL', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('sends plain text and HTML through the server, logged in with the URL’s user', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Aarav Sharma <no-reply@example.com>',
      dir: path.join(dir, 'unused'),
      log: silent,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(SAMPLE);
    mailer.close();
    const mail = await smtp.waitFor('ada@example.com');
    expect(smtp.url).toContain(`${SMTP_USER}:`);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.from).toMatch(/Aarav Sharma.*<no-reply@example\.com>/);
    expect(mail.text).toContain('Hello ada,');
    expect(mail.links).toContain(`https://example.com/verify-email/#token=${'T'.repeat(43)}`);
    expect(mail.html).toContain(`href="https://example.com/verify-email/#token=${'T'.repeat(43)}"`);
    expect(mail.raw.headers.has('x-portfolio-link')).toBe(false);
    // Nothing was written to a folder.
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
  });

  it('rejects when the server refuses the login, so the caller can log it', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url.replace(/:[^:@]+@/, ':wrong@'),
      from: 'no-reply@example.com',
      dir,
      log: silent,
    });
    await expect(mailer.send(SAMPLE)).rejects.toThrow(/Invalid username or password|auth/i);
    mailer.close();
  });
});

describe('without SMTP_URL (the outbox)', () => {
  it('writes an .eml file, logs one line with the subject and link, and npm run mail lists it', async () => {
    const logged: string[] = [];
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({
      from: 'no-reply@example.com',
      dir: outbox,
      log: { info: (message: unknown) => logged.push(String(message)) },
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(SAMPLE);
    await mailer.send({ ...SAMPLE, subject: 'Second: ümlauts — and a dash', link: undefined });

    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect(logged[0]).toMatch(
      /^mail "Verify your email address" written to .*\.eml: https:\/\/example\.com\/verify-email\/#token=T{43}$/,
    );
    expect(logged).toHaveLength(2);

    const listed = listOutbox(outbox);
    expect(listed.map((m) => m.subject)).toEqual([
      'Second: ümlauts — and a dash',
      'Verify your email address',
    ]);
    expect(listed[1]).toMatchObject({
      to: 'ada@example.com',
      link: `https://example.com/verify-email/#token=${'T'.repeat(43)}`,
    });

    const printed = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/mail.ts', '1'],
        { cwd: ROOT, env: { ...process.env, MAIL_DIR: outbox, SMTP_URL: '' } },
        (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/to ada@example\.com {2}"Second: ümlauts — and a dash"\n/);
    expect(printed.stdout.split('\n').filter(Boolean)).toHaveLength(2);
  }, 60_000);
});

describe('the server process', () => {
  const site = () => {
    const publicDir = path.join(dir, 'public');
    fs.mkdirSync(publicDir, { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>home</title>');
    return {
      PUBLIC_DIR: publicDir,
      PGLITE_DIR: path.join(dir, 'pglite'),
      CONTENT_LAKE_DATA_DIR: path.join(dir, 'lake'),
    };
  };

  it('refuses to start in production without SMTP_URL, naming the setting', async () => {
    const { code, output } = await runUntilExit({
      ...site(),
      NODE_ENV: 'production',
      SITE_URL: 'https://example.com',
      SMTP_URL: '',
    });
    expect(code).toBe(1);
    expect(output).toContain('Setting SMTP_URL is needed in production (NODE_ENV=production)');
  }, 120_000);

  it('writes a signup’s verification mail to MAIL_DIR and logs its subject and link', async () => {
    const mailDir = path.join(dir, 'server-mail');
    const server = await startServer({ ...site(), MAIL_DIR: mailDir, LOG_LEVEL: 'info' });
    try {
      const response = await fetch(`${server.base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'outbox_reader',
          email: 'outbox@example.com',
          password: 'correct horse battery staple',
        }),
      });
      expect(response.status).toBe(201);
      const deadline = Date.now() + 10_000;
      while (listOutbox(mailDir).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [mail] = listOutbox(mailDir);
      expect(mail?.subject).toBe('Verify your email address');
      expect(mail?.link).toMatch(/\/verify-email\/#token=[\w-]{43}$/);
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('written to'));
      expect(line).toContain(`mail \\"Verify your email address\\" written to`);
      expect(line).toContain(mail?.link);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
