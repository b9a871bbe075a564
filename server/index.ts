import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import { redisOptions } from './lib/counters';
import { loadConfig } from './config';
import { loadDotEnv } from './settings';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createGroqContentReader, sanityQueryUrl } from './plugins/content';

type Closer = () => Promise<unknown>;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  checkSite(config.publicDir, config.apiOnly);
  // Closed in reverse order at shutdown (or when startup fails half-way).
  const closers: Closer[] = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
  };

  try {
    const database: DatabaseHandle = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
    );
    closers.push(() => database.close());

    let queryUrl: string;
    if (config.sanity) {
      queryUrl = sanityQueryUrl(config.sanity.projectId, config.sanity.dataset);
    } else {
      // Embedded default: the Content Lake serves content/ on loopback, as it does for Gatsby.
      const { startContentLake } = await import('./content-lake');
      const lake = await startContentLake();
      closers.push(() => lake.close());
      queryUrl = `${lake.url}/v1/data/query/${lake.dataset}`;
    }

    let redis: Redis | undefined;
    if (config.redisUrl) {
      const { Redis } = await import('ioredis');
      const client = new Redis(config.redisUrl, redisOptions());
      redis = client;
      closers.push(() => client.quit().catch(() => client.disconnect()));
      // Counters are shared from the first request when Redis answers within a second; if it
      // does not, the server starts anyway, counting in-process (degraded) until it does.
      await Promise.race([
        once(client, 'ready'),
        new Promise((resolve) => setTimeout(resolve, 1000).unref()),
      ]).catch(() => {});
    }

    const app = await buildApp({
      publicDir: config.publicDir,
      logger: { level: config.logLevel },
      database,
      content: createGroqContentReader({ queryUrl, token: config.sanity?.token }),
      siteUrl: config.siteUrl,
      siteOrigins: config.siteOrigins,
      production: config.production,
      trustProxy: config.trustProxy,
      feed: { url: config.feedUrl, file: config.feedFile },
      redis,
      inboxToken: config.inboxToken,
      // Comments are public: a short cache keeps a popular post's list off the database. A new
      // comment clears its post's entry in this process; other replicas catch up within 1 s.
      commentsCacheMs: 1000,
    });
    closers.push(() => app.close());

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await closeAll();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        database: database.driver,
        content: config.sanity ? 'sanity' : 'embedded',
        siteUrl: config.siteUrl,
      },
      'ready',
    );
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * A server meant to serve the site but started without one would answer every page with a 404
 * while its health check says ok: refuse to start instead, naming the folder.
 */
function checkSite(publicDir: string, apiOnly: boolean): void {
  if (apiOnly || fs.existsSync(path.join(publicDir, 'index.html'))) return;
  const problem = fs.existsSync(publicDir) ? 'has no index.html' : 'does not exist';
  throw new Error(
    `The built site ${publicDir} ${problem}. Build it with \`npm run build\` (or point ` +
      'PUBLIC_DIR at the folder Gatsby built), or set API_ONLY=true to run the API alone.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
