// A real SMTP server for the tests (smtp-server), which parses what arrives (mailparser): the
// server under test sends through SMTP_URL exactly as it would to a mail provider.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every absolute http(s) link in the plain-text body. */
  links: string[];
  raw: ParsedMail;
};

export type TestSmtp = {
  /** smtp://user:password@127.0.0.1:port: the SMTP_URL to give the server under test. */
  url: string;
  /** Everything received so far, oldest first. */
  mails: ReceivedMail[];
  /** The first mail (received or still to come) to `to` that `match` accepts. */
  waitFor(
    to: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Mails to `to` so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp-test-password';

/** Starts an SMTP server on a free loopback port that wants SMTP_USER / SMTP_PASSWORD. */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiting: { check: () => boolean }[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback, with a login: what a provider's smtp://user:pass@host:587 is,
    // minus STARTTLS (a self-signed certificate nodemailer would rightly refuse).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/[^\s>)"]+/g)].map((m) => m[0]),
            raw: parsed,
          });
          for (const waiter of [...waiting]) waiter.check();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    to,
    waitFor(address, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const find = () => to(address).find(match);
        const waiter = {
          check: () => {
            const found = find();
            if (!found) return false;
            clearTimeout(timer);
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(found);
            return true;
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          const seen = to(address).map((m) => m.subject);
          reject(
            new Error(`no mail to ${address} within ${timeoutMs} ms (got ${JSON.stringify(seen)})`),
          );
        }, timeoutMs);
        waiting.push(waiter);
        waiter.check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in a mail that carries one (`…#token=<token>`). */
export function tokenIn(mail: ReceivedMail): string {
  const link = mail.links.find((l) => l.includes('#token='));
  const token = link?.split('#token=')[1];
  if (!token) throw new Error(`no link with a token in "${mail.subject}": ${mail.text}`);
  return token;
}

/** The first link in a mail that carries a token. */
export function linkIn(mail: ReceivedMail): string {
  const link = mail.links.find((l) => l.includes('#token='));
  if (!link) throw new Error(`no link with a token in "${mail.subject}": ${mail.text}`);
  return link;
}
