import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder with the built site (Gatsby's `public/`). */
  publicDir: string;
  /** Pino log level; 'silent' in tests. */
  logLevel: string;
};

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** Reads settings from the environment, failing with a message that names a bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT, 8000),
    host: env.HOST ?? '0.0.0.0',
    publicDir: path.resolve(env.PUBLIC_DIR ?? 'public'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
