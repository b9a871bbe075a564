import type { Database } from '../db/client';
import { createEmailToken } from '../data/email-tokens';
import type { Mail } from './mailer';
import {
  confirmNewEmailMail,
  passkeyAddedMail,
  resetPasswordMail,
  verifyEmailMail,
  type MailContext,
} from './messages';

/**
 * Links mailed to readers: each function stores a new token (in the caller's transaction when
 * given one) and returns the mail that carries it, for the caller to send once its writes are
 * committed.
 */

/** How long each kind of link works (docs/accounts.md). */
const LINK_LIFETIME = {
  verifyHours: 24,
  resetMinutes: 30,
  emailHours: 24,
  passkeyDays: 7,
} as const;

type Recipient = { id: string; username: string; email: string };

/** A new verification link for the account's current address. */
export async function verifyLink(
  db: Database,
  context: MailContext,
  account: Recipient,
): Promise<Mail> {
  const token = await createEmailToken(db, {
    userId: account.id,
    purpose: 'verify',
    email: account.email,
    ttlMs: LINK_LIFETIME.verifyHours * 3_600_000,
  });
  return verifyEmailMail(context, account, token, LINK_LIFETIME.verifyHours);
}

/** A password reset link, valid 30 minutes. */
export async function resetLink(
  db: Database,
  context: MailContext,
  account: Recipient,
): Promise<Mail> {
  const token = await createEmailToken(db, {
    userId: account.id,
    purpose: 'reset',
    email: account.email,
    ttlMs: LINK_LIFETIME.resetMinutes * 60_000,
  });
  return resetPasswordMail(context, account, token, LINK_LIFETIME.resetMinutes);
}

/** A link to `newEmail` that moves the account there once opened. */
export async function newEmailLink(
  db: Database,
  context: MailContext,
  account: Recipient,
  newEmail: string,
): Promise<Mail> {
  const token = await createEmailToken(db, {
    userId: account.id,
    purpose: 'email',
    email: newEmail,
    ttlMs: LINK_LIFETIME.emailHours * 3_600_000,
  });
  return confirmNewEmailMail(
    context,
    { username: account.username, email: newEmail },
    token,
    LINK_LIFETIME.emailHours,
  );
}

/** The mail after a passkey was added, with a link that ends that passkey. */
export async function passkeyAddedLink(
  db: Database,
  context: MailContext,
  account: Recipient,
  passkey: { id: string; name: string },
): Promise<Mail> {
  const token = await createEmailToken(db, {
    userId: account.id,
    purpose: 'passkey',
    email: account.email,
    ttlMs: LINK_LIFETIME.passkeyDays * 86_400_000,
    passkeyId: passkey.id,
  });
  return passkeyAddedMail(context, account, passkey.name, token, LINK_LIFETIME.passkeyDays);
}
