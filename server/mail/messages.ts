import type { Mail } from './mailer';

/**
 * Every mail the site sends, as a plain-text and an HTML body with the same words. Links are
 * absolute on SITE_URL; tokens ride in the fragment (`#token=…`), which browsers never send to
 * a server, so no access log (Caddy's, a CDN's) ever records one.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Block = string | { button: string; href: string } | { quote: string };

/** Builds both bodies from paragraphs, one call to action and quotes. */
function compose(options: {
  to: string;
  subject: string;
  site: string;
  blocks: Block[];
  link?: string;
}): Mail {
  const { site, blocks } = options;
  const text = [
    ...blocks.map((block) =>
      typeof block === 'string'
        ? block
        : 'button' in block
          ? `${block.button}:\n${block.href}`
          : block.quote
              .split('\n')
              .map((line) => `> ${line}`)
              .join('\n'),
    ),
    `-- \n${site}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">',
    ...blocks.map((block) =>
      typeof block === 'string'
        ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
        : 'button' in block
          ? `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#5b21b6;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(block.button)}</a></p>` +
            `<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">Or open this address: <a href="${escapeHtml(block.href)}" style="color:#5b21b6">${escapeHtml(block.href)}</a></p>`
          : `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d4d4d8;color:#3f3f46;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`,
    ),
    `<p style="margin:24px 0 0;font-size:13px;color:#71717a">${escapeHtml(site)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}

/** Words and links that depend on the site: its origin and a name for it. */
export type MailContext = { siteUrl: string };

const siteName = (context: MailContext) => new URL(context.siteUrl).host;
const url = (context: MailContext, pathAndHash: string) =>
  new URL(pathAndHash, context.siteUrl).href;

/** After signup, and when a reader asks again: the link that verifies the address. */
export function verifyEmailMail(
  context: MailContext,
  to: { email: string; username: string },
  token: string,
  validHours: number,
): Mail {
  const link = url(context, `/verify-email/#token=${token}`);
  return compose({
    to: to.email,
    subject: 'Verify your email address',
    site: siteName(context),
    link,
    blocks: [
      `Hello ${to.username},`,
      `Someone, hopefully you, signed up on ${siteName(context)} as ${to.username} with this address. Open the link to confirm that it is yours. It works once, for ${validHours} hours.`,
      { button: 'Verify my email address', href: link },
      'If you did not sign up, ignore this mail: the account stays unverified. Do not open the link.',
    ],
  });
}

/**
 * Signup (or a change of address) named an address that already has an account: its owner
 * hears of it here, and the person signing up learns nothing from the answer.
 */
export function addressInUseMail(
  context: MailContext,
  to: { email: string; username: string },
  attempt: 'signup' | 'change',
): Mail {
  const forgot = url(context, '/forgot-password/');
  const login = url(context, '/login/');
  return compose({
    to: to.email,
    subject:
      attempt === 'signup'
        ? 'Someone tried to sign up with your email address'
        : 'Someone tried to move an account to your email address',
    site: siteName(context),
    link: forgot,
    blocks: [
      `Hello ${to.username},`,
      attempt === 'signup'
        ? `Someone just tried to create an account on ${siteName(context)} with this address, which already belongs to your account, ${to.username}. No new account was made.`
        : `Someone logged in to another account on ${siteName(context)} just asked to move it to this address, which already belongs to your account, ${to.username}. Nothing was changed.`,
      `If it was you: log in at ${login} as before. Forgot your password? Choose a new one here:`,
      { button: 'Reset my password', href: forgot },
      'If it was not you, you need not do anything.',
    ],
  });
}

/** Forgot password: a link valid for `validMinutes`. */
export function resetPasswordMail(
  context: MailContext,
  to: { email: string; username: string },
  token: string,
  validMinutes: number,
): Mail {
  const link = url(context, `/reset-password/#token=${token}`);
  return compose({
    to: to.email,
    subject: 'Choose a new password',
    site: siteName(context),
    link,
    blocks: [
      `Hello ${to.username},`,
      `Someone asked to reset the password of your account on ${siteName(context)}. Open the link to choose a new one. It works once, for ${validMinutes} minutes.`,
      { button: 'Choose a new password', href: link },
      'If you did not ask, ignore this mail: your password stays as it is.',
    ],
  });
}

/** After a reset or a change on /account: every other session has been signed out. */
export function passwordChangedMail(
  context: MailContext,
  to: { email: string; username: string },
): Mail {
  const forgot = url(context, '/forgot-password/');
  return compose({
    to: to.email,
    subject: 'Your password was changed',
    site: siteName(context),
    link: forgot,
    blocks: [
      `Hello ${to.username},`,
      `The password of your account on ${siteName(context)} was just changed, and every other browser signed in to it was signed out.`,
      'If that was you, there is nothing else to do. If it was not, choose a new password now:',
      { button: 'Reset my password', href: forgot },
    ],
  });
}

/** A change of address on /account: the link goes to the new address. */
export function confirmNewEmailMail(
  context: MailContext,
  to: { email: string; username: string },
  token: string,
  validHours: number,
): Mail {
  const link = url(context, `/verify-email/#token=${token}`);
  return compose({
    to: to.email,
    subject: 'Confirm your new email address',
    site: siteName(context),
    link,
    blocks: [
      `Hello ${to.username},`,
      `You asked to use this address for your account on ${siteName(context)}. Open the link to confirm it; until then the account keeps its old address. The link works once, for ${validHours} hours.`,
      { button: 'Confirm my new address', href: link },
      'If you did not ask for this, ignore this mail.',
    ],
  });
}

/**
 * A passkey was added on /account: the address is told, with a link that ends it (opening the
 * link only shows what it would do; a button on the page ends the passkey).
 */
export function passkeyAddedMail(
  context: MailContext,
  to: { email: string; username: string },
  passkeyName: string,
  token: string,
  validDays: number,
): Mail {
  const link = url(context, `/verify-email/#token=${token}`);
  const forgot = url(context, '/forgot-password/');
  return compose({
    to: to.email,
    subject: 'A passkey was added to your account',
    site: siteName(context),
    link,
    blocks: [
      `Hello ${to.username},`,
      `A passkey named “${passkeyName}” was added to your account on ${siteName(context)}. It signs in without your password.`,
      'If that was you, there is nothing to do.',
      `Not you? End it here: the link works for ${validDays} days, and ending the passkey also signs every browser out of your account.`,
      { button: 'End this passkey', href: link },
      `Whoever added it knew your password, so choose a new one too: ${forgot}`,
    ],
  });
}

/** The old address, once the new one is confirmed. */
export function emailChangedMail(
  context: MailContext,
  to: { email: string; username: string },
  newEmail: string,
): Mail {
  return compose({
    to: to.email,
    subject: 'Your email address was changed',
    site: siteName(context),
    blocks: [
      `Hello ${to.username},`,
      `Your account on ${siteName(context)} now uses ${newEmail}. Mail about it, password resets included, goes there from now on.`,
      `If you did not make this change, tell the site's owner through the contact form at ${url(context, '/#contact')}.`,
    ],
  });
}

/** The account and everything it wrote are gone. */
export function accountDeletedMail(
  context: MailContext,
  to: { email: string; username: string },
): Mail {
  return compose({
    to: to.email,
    subject: 'Your account was deleted',
    site: siteName(context),
    blocks: [
      `Hello ${to.username},`,
      `Your account on ${siteName(context)} was deleted, with its comments, sessions and passkeys. This is the last mail it gets.`,
    ],
  });
}

/** One new comment or contact message, or a digest of several. */
export type OwnerNoticeItem = {
  /** "Comment by priya on debounce-vs-throttle", "Message from Ana (ana@example.com)". */
  title: string;
  body: string;
  /** Where to read it. */
  href: string;
};

export function ownerNoticeMail(
  context: MailContext,
  to: string,
  kind: 'comment' | 'message',
  items: OwnerNoticeItem[],
  more: number,
): Mail {
  const noun = kind === 'comment' ? 'comment' : 'contact message';
  const count = items.length + more;
  const admin = url(context, kind === 'comment' ? '/admin/#comments' : '/admin/#inbox');
  const subject =
    count === 1
      ? `New ${noun}: ${items[0]?.title ?? ''}`
      : `${count} new ${noun}s on ${siteName(context)}`;
  const blocks: Block[] = [
    count === 1
      ? `A new ${noun} arrived on ${siteName(context)}.`
      : `${count} new ${noun}s arrived on ${siteName(context)} since the last mail about them.`,
  ];
  for (const item of items) {
    blocks.push(`${item.title} (${item.href})`, { quote: item.body });
  }
  if (more > 0) blocks.push(`And ${more} more.`);
  blocks.push({ button: `Open ${kind === 'comment' ? 'the comments' : 'the inbox'}`, href: admin });
  blocks.push(
    'You get these mails because OWNER_NOTICES is set on the server. A flood arrives as one digest at most every few minutes.',
  );
  return compose({ to, subject, site: siteName(context), blocks, link: admin });
}
