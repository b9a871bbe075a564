/**
 * Every setting of the site, the build and the server, as one schema.
 *
 * Settings come from the environment and from `.env` (the environment wins; see
 * `loadDotEnv`). `readSettings` checks them all once, at start, and throws a `SettingError`
 * that names the first bad one and says what it expects. The server (`server/config.ts`), the
 * build (`gatsby-config.ts`) and the scripts read their values through it, so a typo stops the
 * process that would have used it instead of quietly falling back to a default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { FormatRegistry, Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_PORT, localSiteUrl } from '../shared/site-url';

/** A bad setting. The message starts with `Setting NAME` and says what was expected. */
export class SettingError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Setting ${setting} ${problem}`);
    this.name = 'SettingError';
  }
}

const urlWith = (protocols: string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

FormatRegistry.Set('port', (v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535);
FormatRegistry.Set('http-url', urlWith(['http:', 'https:']));
FormatRegistry.Set('http-origin', (v) => {
  if (!urlWith(['http:', 'https:'])(v)) return false;
  const url = new URL(v);
  return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
});
// A comma-separated list of origins.
FormatRegistry.Set('http-origins', (v) =>
  v.split(',').every((part) => FormatRegistry.Get('http-origin')?.(part.trim()) ?? false),
);
FormatRegistry.Set('postgres-url', urlWith(['postgres:', 'postgresql:']));
FormatRegistry.Set('redis-url', urlWith(['redis:', 'rediss:']));
FormatRegistry.Set('smtp-url', (v) => {
  if (!urlWith(['smtp:', 'smtps:'])(v)) return false;
  return new URL(v).hostname !== '';
});
// An address, or a display name and an address: `My site <no-reply@example.com>`.
FormatRegistry.Set('mail-from', (v) =>
  /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v),
);
// Fastify's trustProxy: true/false, a hop count, or proxy addresses / CIDR ranges.
FormatRegistry.Set('trust-proxy', (v) => /^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/.test(v));

/** One setting: always a string in the environment; `description` says what it must be. */
const setting = (description: string, options: Record<string, unknown> = {}) =>
  Type.Optional(Type.String({ description, ...options }));

/**
 * The schema. `description` completes "Setting NAME must be …" in error messages; `default`
 * is what an unset (or empty) setting means. `.env.example` lists every key (a test checks).
 */
const SettingsSchema = Type.Object({
  // Site, compiled into the browser bundle (never a secret).
  GATSBY_SITE_URL: setting('an origin like https://example.com', {
    format: 'http-origin',
  }),
  GATSBY_API_URL: setting('an http(s) URL, or empty for the same origin', { format: 'http-url' }),
  GATSBY_EMAILJS_SERVICE_ID: setting('an EmailJS service id', { pattern: '^[\\w-]+$' }),
  GATSBY_EMAILJS_TEMPLATE_ID: setting('an EmailJS template id', { pattern: '^[\\w-]+$' }),
  GATSBY_EMAILJS_PUBLIC_KEY: setting('an EmailJS public key', { pattern: '^[\\w-]+$' }),

  // Content, read by the build and the server.
  SANITY_PROJECT_ID: setting(
    'a Sanity project id (lowercase letters, digits and dashes, as shown on sanity.io/manage)',
    { pattern: '^[a-z0-9][-a-z0-9]{0,63}$' },
  ),
  SANITY_DATASET: setting(
    'a Sanity dataset name (lowercase letters, digits, "_" and "-", at most 64 characters)',
    { pattern: '^[a-z0-9][-\\w]{0,63}$', default: 'production' },
  ),
  SANITY_TOKEN: setting('a Sanity API token, pasted without spaces', { pattern: '^\\S+$' }),
  CONTENT_DIR: setting(
    'a content folder (docs/content.md), or one in the layout `sanity dataset export` writes',
    {
      default: 'content',
    },
  ),
  CONTENT_LAKE_PORT: setting('an integer from 0 to 65535', { format: 'port', default: '3340' }),
  CONTENT_LAKE_DATA_DIR: setting('a folder', { default: '.data/content-lake' }),

  // API server.
  PORT: setting('an integer from 0 to 65535', { format: 'port', default: DEFAULT_PORT }),
  HOST: setting('an interface address such as 0.0.0.0 or 127.0.0.1', {
    pattern: '^[\\w.:-]+$',
    default: '0.0.0.0',
  }),
  PUBLIC_DIR: setting('a folder', { default: 'public' }),
  API_ONLY: setting('true or false', { pattern: '^(true|false)$', default: 'false' }),
  // Unset: http://localhost:$PORT (readSettings fills it in; see localSiteUrl).
  SITE_URL: setting('an origin like https://example.com', { format: 'http-origin' }),
  SITE_ALIASES: setting('a comma-separated list of origins like https://www.example.com', {
    format: 'http-origins',
  }),
  DATABASE_URL: setting('a postgres:// or postgresql:// URL', { format: 'postgres-url' }),
  PGLITE_DIR: setting('a folder', { default: '.data/pglite' }),
  TRUST_PROXY: setting('true, false, a hop count or a list of proxy addresses', {
    format: 'trust-proxy',
    default: 'false',
  }),
  TRUST_PROXY_ALLOW_ALL: setting(
    'true or false: in production, allow TRUST_PROXY=true (believe X-Forwarded-For from anyone)',
    { pattern: '^(true|false)$', default: 'false' },
  ),
  SHUTDOWN_DRAIN_SECONDS: setting('an integer from 0 to 60', {
    pattern: '^([0-9]|[1-5][0-9]|60)$',
    default: '0',
  }),
  // Comments one account may post, from any number of addresses, and keep on one post.
  COMMENTS_PER_MINUTE: setting('an integer from 1 to 999', {
    pattern: '^[1-9][0-9]{0,2}$',
    default: '5',
  }),
  COMMENTS_PER_HOUR: setting('an integer from 1 to 9999', {
    pattern: '^[1-9][0-9]{0,3}$',
    default: '30',
  }),
  COMMENTS_PER_POST: setting('an integer from 1 to 9999', {
    pattern: '^[1-9][0-9]{0,3}$',
    default: '50',
  }),
  REDIS_URL: setting('a redis:// or rediss:// URL', { format: 'redis-url' }),
  FEED_URL: setting('an http:// or https:// URL', { format: 'http-url' }),
  // Unset: photos/feed.json in CONTENT_DIR (loadConfig).
  FEED_FILE: setting('a JSON file'),
  FEED_ALLOW_PRIVATE: setting('true or false', { pattern: '^(true|false)$', default: 'false' }),
  // Where FEED_URL's photos and clips are kept, so the URLs the API answers do not expire.
  FEED_MEDIA_DIR: setting('a folder', { default: '.data/feed-media' }),
  INBOX_TOKEN: setting('at least 24 characters (use a random value)', { minLength: 24 }),
  LOG_LEVEL: setting('one of fatal, error, warn, info, debug, trace, silent', {
    pattern: '^(fatal|error|warn|info|debug|trace|silent)$',
    default: 'info',
  }),
  NODE_ENV: setting('development, production or test', {
    pattern: '^(development|production|test)$',
  }),
  API_PORT: setting('an integer from 0 to 65535', { format: 'port', default: '8001' }),
  // npm run develop's own state: database, Lake stamps, Gatsby's folder (scripts/develop.mjs).
  DEVELOP_DIR: setting('a folder', { default: '.data/develop' }),

  // The owner's loop: content webhook, builds and releases (docs/publishing.md).
  SANITY_WEBHOOK_SECRET: setting(
    'at least 16 characters: the secret of the Sanity webhook that posts to /api/hooks/content',
    { minLength: 16, pattern: '^\\S+$' },
  ),
  AUTO_BUILD: setting('true or false', { pattern: '^(true|false)$', default: 'true' }),
  RELEASES_DIR: setting('a folder', { default: '.data/releases' }),
  RELEASES_KEEP: setting('an integer from 2 to 100', {
    pattern: '^([2-9]|[1-9][0-9]|100)$',
    default: '5',
  }),
  RELEASE_GRACE_MINUTES: setting('an integer from 0 to 10080 (a week)', {
    pattern: '^\\d{1,5}$',
    default: '60',
  }),
  BUILDS_DIR: setting('a folder', { default: '.data/builds' }),

  // The owner's area (/admin, docs/admin.md).
  OWNER_EMAILS: setting('a comma-separated list of email addresses', {
    pattern: '^\\s*[^\\s,@]+@[^\\s,@]+(\\s*,\\s*[^\\s,@]+@[^\\s,@]+)*\\s*$',
  }),
  // Which new things the owner hears about by mail: comments, messages (the contact form).
  OWNER_NOTICES: setting('none, or a comma-separated list of comments and messages', {
    pattern: '^\\s*(none|(comments|messages)(\\s*,\\s*(comments|messages))*)\\s*$',
    default: 'none',
  }),
  ANALYTICS_RETENTION_DAYS: setting('an integer from 1 to 3660 (ten years)', {
    pattern: '^([1-9]\\d{0,2}|[1-2]\\d{3}|3[0-5]\\d{2}|36[0-5]\\d|3660)$',
    default: '400',
  }),
  ANALYTICS_ROWS_PER_ADDRESS: setting('an integer from 1 to 100000', {
    pattern: '^([1-9]\\d{0,4}|100000)$',
    default: '2000',
  }),
  GATSBY_ANALYTICS: setting('true or false: page views and Core Web Vitals sent to /api/events', {
    pattern: '^(true|false)$',
    default: 'true',
  }),
  // Mail: verification links, password resets, owner notices (docs/accounts.md).
  SMTP_URL: setting('an smtp:// or smtps:// URL like smtp://user:password@smtp.example.com:587', {
    format: 'smtp-url',
  }),
  MAIL_FROM: setting('an address like no-reply@example.com or "Site <no-reply@example.com>"', {
    format: 'mail-from',
  }),
  // Without SMTP_URL, every mail is written here as an .eml file (npm run mail lists them).
  MAIL_DIR: setting('a folder', { default: '.data/mail' }),
  // Backups (npm run backup / npm run restore, docs/backups.md).
  BACKUP_DIR: setting('a folder', { default: '.data/backups' }),
  // Read by loadDotEnv before everything else; listed so the schema names every setting.
  ENV_FILE: setting('a file of NAME=value lines', { default: '.env' }),
});

export type Settings = Static<typeof SettingsSchema>;
export type SettingName = keyof Settings;
export const SETTING_NAMES = Object.keys(SettingsSchema.properties) as SettingName[];

/** Connection URLs carry passwords; error messages must not. */
export function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

/**
 * The known settings from `env`, checked against the schema. Empty values count as unset;
 * defaults are filled in. Throws a SettingError naming the first bad setting.
 */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const values: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const raw = env[name]?.trim();
    const schema: TSchema = SettingsSchema.properties[name];
    if (raw) values[name] = raw;
    else if (typeof schema.default === 'string') values[name] = schema.default;
  }
  values.SITE_URL ??= localSiteUrl(values.PORT);
  const first = Value.Errors(SettingsSchema, values).First();
  if (first) {
    const name = first.path.replace(/^\//, '');
    const raw = values[name] ?? '';
    throw new SettingError(name, `must be ${first.schema.description}, got "${redact(raw)}"`);
  }
  return values as Settings;
}

/**
 * Reads `.env` from the current folder (or the file ENV_FILE names) into `env`, keeping every
 * variable the environment already has (set, even to an empty value, it wins). A missing
 * default `.env` is fine; a missing ENV_FILE is an error. Returns the file read, if any.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.ENV_FILE?.trim();
  const file = path.resolve(named || '.env');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (!named && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SettingError(
      'ENV_FILE',
      `names "${file}", which cannot be read: ${(error as Error).message}`,
    );
  }
  // Node's own parser: the same syntax as `node --env-file`.
  const parsed = parseEnv(text) as Record<string, string>;
  for (const [key, value] of Object.entries(parsed)) {
    if (env[key] === undefined) env[key] = value;
  }
  return file;
}
