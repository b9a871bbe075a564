import path from 'node:path';

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

class ConfigError extends Error {
  constructor(name: string, problem: string) {
    super(`Setting ${name} ${problem}`);
    this.name = 'ConfigError';
  }
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseUrl(name: string, raw: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${redact(raw)}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      name,
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${redact(raw)}"`,
    );
  }
  return url;
}

/** Connection URLs carry passwords; error messages must not. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

function parseSiteUrl(raw: string | undefined): string {
  const url = parseUrl('SITE_URL', raw || 'http://localhost:8000', ['http:', 'https:']);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new ConfigError('SITE_URL', `must be an origin like https://example.com, got "${raw}"`);
  }
  return url.origin;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[0-9a-fA-F.:/, ]+$/.test(raw)) return raw;
  throw new ConfigError(
    'TRUST_PROXY',
    `must be true, false, a hop count or a list of proxy addresses, got "${raw}"`,
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads settings from the environment, failing with a message that names a bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`,
    );
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) parseUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl) parseUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
  const feedUrl = env.FEED_URL || undefined;
  if (feedUrl) parseUrl('FEED_URL', feedUrl, ['http:', 'https:']);

  let sanity: SanityConfig | undefined;
  const projectId = env.SANITY_PROJECT_ID || undefined;
  if (projectId) {
    if (!/^[a-z0-9-]{1,64}$/.test(projectId)) {
      throw new ConfigError('SANITY_PROJECT_ID', `must be a Sanity project id, got "${projectId}"`);
    }
    const dataset = env.SANITY_DATASET || 'production';
    if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
      throw new ConfigError('SANITY_DATASET', `must be a Sanity dataset name, got "${dataset}"`);
    }
    sanity = { projectId, dataset, token: env.SANITY_TOKEN || undefined };
  }

  const inboxToken = env.INBOX_TOKEN || undefined;
  if (inboxToken !== undefined && inboxToken.length < 24) {
    throw new ConfigError('INBOX_TOKEN', 'must be at least 24 characters (use a random value)');
  }

  return {
    port: parsePort(env.PORT, 8000),
    host: env.HOST || '0.0.0.0',
    publicDir: path.resolve(env.PUBLIC_DIR || 'public'),
    logLevel,
    production: env.NODE_ENV === 'production',
    siteUrl: parseSiteUrl(env.SITE_URL),
    databaseUrl,
    pgliteDir: path.resolve(env.PGLITE_DIR || '.data/pglite'),
    redisUrl,
    feedUrl,
    feedFile: path.resolve(env.FEED_FILE || 'content/feed.json'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sanity,
    inboxToken,
  };
}
