import fs from 'node:fs';
import path from 'node:path';
import { localSiteUrl } from '../shared/site-url';
import type { FeedSource } from './feed/source';
import { readSettings, SettingError, type Settings } from './settings';

type SanityConfig = { projectId: string; dataset: string; token?: string };

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder with the built site (Gatsby's `public/`). */
  publicDir: string;
  /** API_ONLY=true: no site to serve, so a missing `publicDir` is not an error. */
  apiOnly: boolean;
  /** Pino log level; 'silent' in tests. */
  logLevel: string;
  /** NODE_ENV=production: Secure `__Host-` session cookie. */
  production: boolean;
  /** The site's origin (no trailing slash): CORS, CSRF Origin check, short links. */
  siteUrl: string;
  /** Every origin the site is served on: SITE_URL first, then its aliases (see siteOrigins). */
  siteOrigins: string[];
  /** PostgreSQL server; when absent the embedded PGlite under `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  /** Rate-limit counters shared by replicas; in-process when absent. */
  redisUrl?: string;
  /** Remote photo feed; `feedFile` when absent. */
  feedUrl?: string;
  feedFile: string;
  /** FEED_URL may be on loopback or a private network (FEED_ALLOW_PRIVATE). */
  feedAllowPrivate: boolean;
  /** Where FEED_URL's media are kept (FEED_MEDIA_DIR). */
  feedMediaDir: string;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for client IPs. */
  trustProxy: boolean | number | string;
  /** The owner's Sanity project; the embedded Content Lake when absent. */
  sanity?: SanityConfig;
  /** Bearer token for GET /api/admin/inbox; the route is off when absent. */
  inboxToken?: string;
  /**
   * Release folders (server/publishing/releases.ts): served instead of `publicDir` when `serve` is true
   * (PUBLIC_DIR unset and a release exists); builds run on content changes when `autoBuild`.
   */
  releases: { dir: string; keep: number; graceMs: number; serve: boolean; autoBuild: boolean };
  /** Build records and logs. */
  buildsDir: string;
  /** Verifies POST /api/hooks/content; with the embedded Lake a random one is used when unset. */
  webhookSecret?: string;
  /** OWNER_EMAILS, lower-cased: accounts that may open /admin (besides `npm run owner`). */
  ownerEmails: string[];
  /** Days of daily analytics totals to keep. */
  analyticsRetentionDays: number;
  /** Raw analytics rows one address may add to each table a day. */
  analyticsRowsPerAddress: number;
  /** Where `npm run backup` writes (BACKUP_DIR). */
  backupDir: string;
  /** On SIGTERM, how long to answer health checks with 503 before closing (0: close at once). */
  shutdownDrainMs: number;
  /** Per account: comments a minute and an hour (any address), and kept on one post. */
  comments: { perMinute: number; perHour: number; perPost: number };
  /**
   * Where mail goes: an SMTP server (`smtpUrl`), or, without one, `.eml` files in `dir`
   * (refused in production). `from` is MAIL_FROM, or no-reply at SITE_URL's host.
   */
  mail: { smtpUrl?: string; from: string; dir: string };
  /** What the owner is mailed about as it happens (OWNER_NOTICES). */
  ownerNotices: { comments: boolean; messages: boolean };
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may show this site under: SITE_URL, the SITE_ALIASES, and outside
 * production the loopback names of SITE_URL's and the server's own port (the server logs
 * 127.0.0.1, people type localhost). Never derived from a request's Host header.
 */
function siteOrigins(options: {
  siteUrl: string;
  aliases?: string;
  production: boolean;
  port: number;
}): string[] {
  const origins = [options.siteUrl];
  for (const alias of options.aliases?.split(',') ?? []) {
    if (alias.trim()) origins.push(new URL(alias.trim()).origin);
  }
  if (!options.production) {
    const site = new URL(options.siteUrl);
    const ports = new Set<string>();
    if (LOOPBACK_HOSTS.includes(site.hostname) && site.protocol === 'http:') {
      ports.add(site.port || '80');
    }
    if (options.port > 0) ports.add(String(options.port));
    for (const port of ports) {
      for (const host of LOOPBACK_HOSTS) origins.push(`http://${host}:${port}`);
    }
  }
  return [...new Set(origins.map((o) => new URL(o).origin))];
}

function parseTrustProxy(raw: string): boolean | number | string {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Where the photo feed is read, by the API and by the build's /insta (`feedForBuild` in server/feed/source.ts). */
export function feedSource(s: Settings): FeedSource {
  return {
    url: s.FEED_URL,
    file: path.resolve(s.FEED_FILE ?? path.join(s.CONTENT_DIR ?? 'content', 'photos', 'feed.json')),
    allowPrivate: s.FEED_ALLOW_PRIVATE === 'true',
  };
}

/** A folder setting, resolved; a file in its place is refused by name rather than at first use. */
function folderSetting(name: string, value: string): string {
  const dir = path.resolve(value);
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    throw new SettingError(name, `must be a folder: ${dir} is a file`);
  }
  return dir;
}

/**
 * The server's settings from `env` (checked against the schema in `settings.ts`), failing with
 * a SettingError that names a bad one. Call `loadDotEnv()` first to include `.env`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const s = readSettings(env);
  const production = s.NODE_ENV === 'production';
  if (production) refuseUnsafeProductionSettings(s, env);
  const projectId = s.SANITY_PROJECT_ID;
  const siteUrl = new URL(s.SITE_URL ?? localSiteUrl(s.PORT)).origin;
  const port = Number(s.PORT);
  const releasesDir = path.resolve(s.RELEASES_DIR ?? '.data/releases');
  const feed = feedSource(s);
  // An explicit PUBLIC_DIR is served as it is; otherwise the current release, once there is one.
  const serve = !env.PUBLIC_DIR?.trim() && fs.existsSync(path.join(releasesDir, 'current'));
  return {
    port,
    host: s.HOST ?? '0.0.0.0',
    publicDir: path.resolve(s.PUBLIC_DIR ?? 'public'),
    apiOnly: s.API_ONLY === 'true',
    logLevel: s.LOG_LEVEL ?? 'info',
    production,
    siteUrl,
    siteOrigins: siteOrigins({ siteUrl, aliases: s.SITE_ALIASES, production, port }),
    databaseUrl: s.DATABASE_URL,
    pgliteDir: path.resolve(s.PGLITE_DIR ?? '.data/pglite'),
    redisUrl: s.REDIS_URL,
    feedUrl: feed.url,
    feedFile: feed.file,
    feedAllowPrivate: feed.allowPrivate ?? false,
    feedMediaDir: folderSetting('FEED_MEDIA_DIR', s.FEED_MEDIA_DIR ?? '.data/feed-media'),
    trustProxy: parseTrustProxy(s.TRUST_PROXY ?? 'false'),
    sanity: projectId
      ? { projectId, dataset: s.SANITY_DATASET ?? 'production', token: s.SANITY_TOKEN }
      : undefined,
    inboxToken: s.INBOX_TOKEN,
    releases: {
      dir: releasesDir,
      keep: Number(s.RELEASES_KEEP),
      graceMs: Number(s.RELEASE_GRACE_MINUTES) * 60_000,
      serve,
      autoBuild: serve && s.AUTO_BUILD === 'true',
    },
    buildsDir: path.resolve(s.BUILDS_DIR ?? '.data/builds'),
    webhookSecret: s.SANITY_WEBHOOK_SECRET,
    ownerEmails: (s.OWNER_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().normalize('NFC').toLowerCase())
      .filter(Boolean),
    analyticsRetentionDays: Number(s.ANALYTICS_RETENTION_DAYS),
    analyticsRowsPerAddress: Number(s.ANALYTICS_ROWS_PER_ADDRESS),
    backupDir: path.resolve(s.BACKUP_DIR ?? '.data/backups'),
    shutdownDrainMs: Number(s.SHUTDOWN_DRAIN_SECONDS) * 1000,
    comments: {
      perMinute: Number(s.COMMENTS_PER_MINUTE),
      perHour: Number(s.COMMENTS_PER_HOUR),
      perPost: Number(s.COMMENTS_PER_POST),
    },
    mail: {
      smtpUrl: s.SMTP_URL,
      from: s.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname.replace(/^\[|\]$/g, '')}`,
      dir: path.resolve(s.MAIL_DIR ?? '.data/mail'),
    },
    ownerNotices: {
      comments: /\bcomments\b/.test(s.OWNER_NOTICES ?? ''),
      messages: /\bmessages\b/.test(s.OWNER_NOTICES ?? ''),
    },
  };
}

/** Loopback names: a production build measured on this machine, never a public address. */
const isLoopbackOrigin = (origin: string) => LOOPBACK_HOSTS.includes(new URL(origin).hostname);

/**
 * A secret a person could guess or copy from an example: shorter than 32 characters, or under
 * 128 bits by a generous estimate (length × log2 of the distinct characters it uses), so
 * "aaaa…" and short words repeated fail and `openssl rand -base64 32` passes.
 */
function weakSecretProblem(value: string): string | undefined {
  if (value.length < 32) return `is ${value.length} characters long`;
  const bits = value.length * Math.log2(Math.max(new Set(value).size, 1));
  if (bits < 128) return 'repeats too few different characters';
  if (/change|replace|example|secret|password/i.test(value)) {
    return 'looks like a placeholder';
  }
  return undefined;
}

/**
 * What production refuses even though it is well-formed: a site on plain http (the session
 * cookie is Secure and __Host-, so no one could log in), TRUST_PROXY=true (anyone's
 * X-Forwarded-For believed: any client picks the address its rate limits count), and secrets
 * that are missing where the server needs one or easy to guess. Sessions themselves need no
 * secret: their tokens are random and stored hashed (server/lib/tokens.ts).
 */
function refuseUnsafeProductionSettings(s: Settings, env: NodeJS.ProcessEnv): void {
  const why = 'in production (NODE_ENV=production)';
  const siteUrl = s.SITE_URL ?? '';
  if (!siteUrl.startsWith('https:') && !isLoopbackOrigin(siteUrl)) {
    throw new SettingError(
      'SITE_URL',
      `must be an https:// origin ${why}, got "${siteUrl}": the session cookie is only sent ` +
        'over HTTPS, and short links and feeds would point visitors at plain http',
    );
  }
  for (const alias of (s.SITE_ALIASES ?? '').split(',').map((a) => a.trim())) {
    if (alias && !alias.startsWith('https:') && !isLoopbackOrigin(alias)) {
      throw new SettingError(
        'SITE_ALIASES',
        `must list only https:// origins ${why}, got "${alias}"`,
      );
    }
  }
  if (s.TRUST_PROXY === 'true' && s.TRUST_PROXY_ALLOW_ALL !== 'true') {
    throw new SettingError(
      'TRUST_PROXY',
      `is "true" ${why}, which believes X-Forwarded-For from anyone, so any client can choose ` +
        "the address its rate limits count. Set it to your proxy's address (127.0.0.1 when it " +
        'runs on this machine) or its hop count, or set TRUST_PROXY_ALLOW_ALL=true if nothing ' +
        'but your proxy can reach this server',
    );
  }
  // Readers verify their address and reset passwords by mail; an outbox folder nobody reads
  // would lock them out (and keep the owner's role from anyone).
  if (!s.SMTP_URL) {
    throw new SettingError(
      'SMTP_URL',
      `is needed ${why}: the server mails verification links and password resets. Set it to ` +
        "your mail provider's SMTP server, e.g. smtp://user:password@smtp.example.com:587 " +
        '(docs/deploy.md, step 4)',
    );
  }
  if (/USER:PASSWORD@|your-provider/i.test(s.SMTP_URL)) {
    throw new SettingError(
      'SMTP_URL',
      `is still the placeholder of deploy/portfolio.env ${why}: set your mail provider's ` +
        'SMTP server and login (docs/deploy.md, step 4)',
    );
  }
  for (const name of ['INBOX_TOKEN', 'SANITY_WEBHOOK_SECRET'] as const) {
    const value = s[name];
    const problem = value ? weakSecretProblem(value) : undefined;
    if (problem) {
      throw new SettingError(
        name,
        `${problem}; ${why} it must be a random value of at least 32 characters, ` +
          'e.g. from `openssl rand -base64 32`',
      );
    }
  }
  // With Sanity as the content source, publishing hinges on its webhook (docs/publishing.md).
  if (
    s.SANITY_PROJECT_ID &&
    !s.SANITY_WEBHOOK_SECRET &&
    s.AUTO_BUILD !== 'false' &&
    !env.PUBLIC_DIR?.trim()
  ) {
    throw new SettingError(
      'SANITY_WEBHOOK_SECRET',
      `is needed ${why} with SANITY_PROJECT_ID set: it verifies the webhook Sanity calls when ` +
        "content changes (docs/publishing.md). Set it to the webhook's secret, or " +
        'AUTO_BUILD=false to rebuild by hand',
    );
  }
}
