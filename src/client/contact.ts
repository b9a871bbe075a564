/**
 * The contact form's delivery: EmailJS when the site has an account (all three GATSBY_EMAILJS_*
 * settings), otherwise our API's inbox, which accepts the same multipart form at the mail
 * service's path.
 */
import { apiRequest, ApiError, readableText } from './client';

/** The mail library version the form reports (spec: 3.2.0). */
export const MAIL_LIB_VERSION = '3.2.0';

/** Path of the mail service's form endpoint, answered by our server's contact inbox. */
export const INBOX_PATH = '/api/v1.0/email/send-form';

export type EmailJsSettings = {
  serviceId?: string;
  templateId?: string;
  publicKey?: string;
};

/** Build-time settings; Gatsby inlines each `process.env.GATSBY_*` by name. */
export const emailJsSettings: EmailJsSettings = {
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
};

/** Placeholder ids sent to the inbox, which needs no account. */
export const INBOX_IDS = { service_id: 'inbox', template_id: 'contact_form', user_id: 'site' };

/** A failed send; `message` is the service's response text. */
export class ContactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactError';
  }
}

const configured = (s: EmailJsSettings): s is Required<EmailJsSettings> =>
  Boolean(s.serviceId && s.templateId && s.publicKey);

/**
 * Sends the form (fields user_name, user_email, user_message). Resolves with the service's
 * response text; rejects with a ContactError carrying the text to show.
 */
export async function sendContactForm(
  form: HTMLFormElement,
  settings: EmailJsSettings = emailJsSettings,
): Promise<string> {
  if (configured(settings)) {
    // Loaded on submit only, so the library is not in the page's initial JavaScript.
    const emailjs = await import('@emailjs/browser');
    try {
      const response = await emailjs.sendForm(settings.serviceId, settings.templateId, form, {
        publicKey: settings.publicKey,
      });
      return response.text;
    } catch (error) {
      const text =
        error && typeof error === 'object' && 'text' in error && typeof error.text === 'string'
          ? readableText(error.text)
          : '';
      throw new ContactError(
        text || (error instanceof Error ? error.message : 'The mail service could not be reached.'),
      );
    }
  }
  const data = new FormData(form);
  data.append('lib_version', MAIL_LIB_VERSION);
  for (const [name, value] of Object.entries(INBOX_IDS)) data.append(name, value);
  try {
    const text = await apiRequest<unknown>(INBOX_PATH, { method: 'POST', body: data });
    return typeof text === 'string' ? text : 'OK';
  } catch (error) {
    throw new ContactError(error instanceof ApiError ? error.message : String(error));
  }
}
