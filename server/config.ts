import fs from 'node:fs';
import path from 'node:path';
import { readSettings } from './settings';

export type SanityConfig = { projectId: string; dataset: string; token?: string };

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
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for client IPs. */
  trustProxy: boolean | number | string;
  /** The owner's Sanity project; the embedded Content Lake when absent. */
  sanity?: SanityConfig;
  /** Bearer token for GET /api/admin/inbox; the route is off when absent. */
  inboxToken?: string;
  /**
   * Release folders (server/releases.ts): served instead of `publicDir` when `serve` is true
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
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may show this site under: SITE_URL, the SITE_ALIASES, and outside
 * production the loopback names of SITE_URL's and the server's own port (the server logs
 * 127.0.0.1, people type localhost). Never derived from a request's Host header.
 */
export function siteOrigins(options: {
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

/**
 * The server's settings from `env` (checked against the schema in `settings.ts`), failing with
 * a SettingError that names a bad one. Call `loadDotEnv()` first to include `.env`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const s = readSettings(env);
  const projectId = s.SANITY_PROJECT_ID;
  const siteUrl = new URL(s.SITE_URL ?? 'http://localhost:8000').origin;
  const production = s.NODE_ENV === 'production';
  const port = Number(s.PORT);
  const releasesDir = path.resolve(s.RELEASES_DIR ?? '.data/releases');
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
    feedUrl: s.FEED_URL,
    feedFile: path.resolve(s.FEED_FILE ?? 'content/feed.json'),
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
  };
}
