import fs from 'node:fs';
import path from 'node:path';
import { LINK_HEADER } from './mailer';

/**
 * The outbox folder (MAIL_DIR, mail written instead of sent when SMTP_URL is unset), read back
 * for `npm run mail`: each file's date, recipient, subject and link from its headers alone, so
 * no mail parser is needed where the server runs (`npm ci --omit=dev`).
 */

export type OutboxMail = { file: string; date: Date; to: string; subject: string; link?: string };

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset.toLowerCase() === 'utf-8' ? 'utf-8' : charset).decode(bytes);
      },
    );
}

/** The header block of a message, unfolded, as lower-cased name -> value. */
function readHeaders(message: string): Map<string, string> {
  const end = message.search(/\r?\n\r?\n/);
  const block = (end === -1 ? message : message.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** The newest `count` mails in the folder, newest first ([] when it does not exist yet). */
export function listOutbox(dir: string, count = 10): OutboxMail[] {
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Names start with the time they were written: the newest sort last.
  return files
    .sort()
    .reverse()
    .slice(0, count)
    .map((file) => {
      const full = path.join(dir, file);
      const headers = readHeaders(fs.readFileSync(full, 'utf8'));
      const date = new Date(headers.get('date') ?? fs.statSync(full).mtime);
      return {
        file: full,
        date,
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '(no subject)',
        link: headers.get(LINK_HEADER.toLowerCase()),
      };
    });
}
