import path from 'node:path';
import { readSettings } from './settings';

export type SanityConfig = { projectId: string; dataset: string; token?: string };

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder with the built site (Gatsby's `public/`). */
  publicDir: string;
  /** Pino log level; 'silent' in tests. */
  logLevel: string;
  /** NODE_ENV=production: Secure `__Host-` session cookie. */
  production: boolean;
  /** The site's origin (no trailing slash): CORS, CSRF Origin check, short links. */
  siteUrl: string;
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
};

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
  return {
    port: Number(s.PORT),
    host: s.HOST ?? '0.0.0.0',
    publicDir: path.resolve(s.PUBLIC_DIR ?? 'public'),
    logLevel: s.LOG_LEVEL ?? 'info',
    production: s.NODE_ENV === 'production',
    siteUrl: new URL(s.SITE_URL ?? 'http://localhost:8000').origin,
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
  };
}
