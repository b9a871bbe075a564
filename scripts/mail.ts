/**
 * `npm run mail [N]`: the newest N (10) mails the server wrote to its outbox folder (MAIL_DIR,
 * `.data/mail`) because SMTP_URL is unset: when, to whom, the subject and the link to open,
 * newest first. Open a file in any mail program to see it as sent.
 */
import path from 'node:path';
import { listOutbox } from '../server/mail/outbox';
import { loadDotEnv, readSettings } from '../server/settings';

function main(): number {
  const raw = process.argv[2];
  const count = raw === undefined ? 10 : Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    console.error(
      `Usage: npm run mail [N]   the newest N mails (10), N a whole number\nGot: ${raw}`,
    );
    return 2;
  }
  loadDotEnv();
  const settings = readSettings();
  const dir = path.resolve(settings.MAIL_DIR ?? '.data/mail');
  if (settings.SMTP_URL) {
    console.log(`SMTP_URL is set: mail goes to that server. Older outbox mail in ${dir}:`);
  }
  const mails = listOutbox(dir, count);
  if (mails.length === 0) {
    console.log(`No mail in ${dir} yet.`);
    return 0;
  }
  for (const mail of mails) {
    console.log(`${mail.date.toISOString()}  to ${mail.to}  "${mail.subject}"`);
    if (mail.link) console.log(`  ${mail.link}`);
    const relative = path.relative(process.cwd(), mail.file);
    console.log(`  ${relative.startsWith('..') ? mail.file : relative}`);
  }
  return 0;
}

process.exit(main());
