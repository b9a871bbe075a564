import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** What the site can show for a bad field; every other field gets ajv's wording. */
const FIELD_MESSAGES: Record<string, string> = {
  username: 'username must be 3 to 30 characters: letters, digits, _ or -',
  email: 'email must be a valid email address',
  password: 'password must be 8 to 128 characters',
  newPassword: 'newPassword must be 8 to 128 characters',
  currentPassword: 'currentPassword is required (1 to 128 characters)',
  token: 'token is not valid: the link may have been cut short or changed',
  name: 'name must be 1 to 60 characters, on one line',
  text: 'text must be 1 to 2,000 characters',
  postSlug: 'postSlug must be a post slug',
  count: 'count must be a whole number from 1 to 50',
  url: 'url must be an address on this site',
  user_name: 'user_name must be 1 to 100 characters',
  user_email: 'user_email must be a valid email address',
  user_message: 'user_message must be 1 to 5,000 characters',
};

/**
 * Turns ajv's errors into one message naming the field, e.g. "email must be a valid email
 * address" or "password is required", for Fastify's schemaErrorFormatter.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error(`${dataVar} is invalid`);
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.split('/').filter(Boolean);
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    return new Error(`${[...path, params.missingProperty].join('.')} is required`);
  }
  if (path.length === 0) {
    return new Error(dataVar === 'body' ? 'body must be a JSON object' : `${dataVar} is invalid`);
  }
  const field = path.join('.');
  const friendly = path.length === 1 ? FIELD_MESSAGES[field] : undefined;
  return new Error(friendly ?? `${field} ${first.message ?? 'is invalid'}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row at all (anything else is simply not found). */
export const isUuid = (id: string) => UUID.test(id);
