import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail: a plain-text and an HTML body, and the link it is about (absolute, on SITE_URL). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action the mail offers; logged (outbox only) and listed by `npm run mail`. */
  link?: string;
};

/** Where mail goes. `send` resolves once the SMTP server took it (or the file is written). */
export type Mailer = {
  /** 'smtp' (SMTP_URL) or 'outbox' (`.eml` files in MAIL_DIR, the embedded default). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
};

/** Header naming the mail's link in outbox files, read by `npm run mail` (never sent by SMTP). */
export const LINK_HEADER = 'X-Portfolio-Link';

/** A file name that sorts by time and says what the mail is: `2026-11-28T10-15-02.123Z-verify-your-email.eml`. */
function outboxName(subject: string, now = new Date()): string {
  const slug =
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'mail';
  const random = Math.random().toString(36).slice(2, 6);
  return `${now.toISOString().replace(/:/g, '-')}-${slug}-${random}.eml`;
}

/**
 * The mail module, on nodemailer. With `smtpUrl` every mail goes to that SMTP server; without
 * one (the embedded default, refused in production) it is written to `dir` as an `.eml` file
 * and the log gets one line with its subject and link, so a developer can follow a
 * verification or reset link without any mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dir: string;
  /** Where "mail sent" / "mail written to …" go: the app's logger. */
  log: { info(message: string): void; info(fields: object, message: string): void };
}): Mailer {
  const { from, log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, { from });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.link ? { [LINK_HEADER]: mail.link } : undefined,
      });
      await fs.promises.mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, outboxName(mail.subject));
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const relative = path.relative(process.cwd(), file);
      log.info(
        `mail "${mail.subject}" written to ${relative.startsWith('..') ? file : relative}` +
          (mail.link ? `: ${mail.link}` : ''),
      );
    },
    close: () => transport.close(),
  };
}
