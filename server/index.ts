import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import { backupSocketPath, startBackupSocket } from './backup/socket';
import { redisOptions } from './lib/counters';
import { releaseMemoryWhenQuiet } from './lib/memory-release';
import { loadConfig } from './config';
import { loadDotEnv } from './settings';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createGroqContentReader, sanityQueryUrl } from './data/content';
import { createDraftReader, unavailableDrafts } from './data/previews';
import { BuildRunner } from './publishing/builds';
import { CURRENT, currentReleaseId } from './publishing/releases';
import type { ContentStore } from './content-lake/store';

type Closer = () => Promise<unknown>;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const siteDir = config.releases.serve
    ? path.join(config.releases.dir, CURRENT)
    : config.publicDir;
  checkSite(siteDir, config.apiOnly);
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
    let lakeStore: ContentStore | undefined;
    if (config.sanity) {
      queryUrl = sanityQueryUrl(config.sanity.projectId, config.sanity.dataset);
    } else {
      // Embedded default: the Content Lake serves content/ on loopback, as it does for Gatsby.
      const { startContentLake } = await import('./content-lake');
      const lake = await startContentLake();
      closers.push(() => lake.close());
      lakeStore = lake.store;
      queryUrl = `${lake.url}/v1/data/query/${lake.dataset}`;
    }

    // Drafts (/admin's preview links): the owner's token in a Sanity project; the embedded
    // Lake, on loopback, shows drafts to any bearer token, so a random one made here does.
    const draftsToken = config.sanity
      ? config.sanity.token
      : crypto.randomBytes(24).toString('base64url');

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

    // The owner's loop (docs/publishing.md): a signed content webhook queues a build, and a
    // successful build becomes the release served. The embedded Lake signs its own webhooks
    // with a secret it shares with this process when none is set.
    const webhookSecret =
      config.webhookSecret ??
      (lakeStore ? crypto.randomBytes(32).toString('base64url') : undefined);
    let runner: BuildRunner | undefined;
    if (config.releases.autoBuild) {
      runner = new BuildRunner({
        command: [process.execPath, require.resolve('gatsby/cli.js'), 'build'],
        cwd: process.cwd(),
        outputDir: path.resolve('public'),
        releasesDir: config.releases.dir,
        keep: config.releases.keep,
        stateDir: config.buildsDir,
        env: { GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      });
    }

    let closing = false;
    const app = await buildApp({
      publicDir: config.publicDir,
      releases: config.releases.serve
        ? { dir: config.releases.dir, graceMs: config.releases.graceMs }
        : undefined,
      hooks: webhookSecret
        ? {
            secret: webhookSecret,
            onContentChange: (change) => {
              if (!runner) return undefined;
              const { id, status } = change.error
                ? runner.recordFailure(change.reason, change.error)
                : runner.request(change.reason);
              return { id, status };
            },
          }
        : undefined,
      logger: { level: config.logLevel },
      database,
      content: createGroqContentReader({ queryUrl, token: config.sanity?.token }),
      drafts: draftsToken
        ? createDraftReader({ queryUrl, token: draftsToken })
        : unavailableDrafts(
            'Drafts cannot be read: set SANITY_TOKEN to a token of your Sanity project that may read drafts (docs/admin.md, Previews).',
          ),
      siteUrl: config.siteUrl,
      siteOrigins: config.siteOrigins,
      production: config.production,
      trustProxy: config.trustProxy,
      feed: {
        url: config.feedUrl,
        file: config.feedFile,
        allowPrivate: config.feedAllowPrivate,
        mediaDir: config.feedMediaDir,
      },
      redis,
      inboxToken: config.inboxToken,
      ownerEmails: config.ownerEmails,
      analyticsRetentionDays: config.analyticsRetentionDays,
      analyticsRowsPerAddress: config.analyticsRowsPerAddress,
      builds: runner,
      draining: () => closing,
      mail: config.mail,
      ownerNotices: config.ownerNotices,
      // Comments are public: a short cache keeps a popular post's list off the database. A new
      // comment clears its post's entry in this process; other replicas catch up within 1 s.
      commentsCacheMs: 1000,
      commentsPerPost: config.comments.perPost,
      rateLimits: {
        commentsPerAccount: { max: config.comments.perMinute, timeWindow: 60_000 },
        commentsPerAccountHour: { max: config.comments.perHour, timeWindow: 3_600_000 },
      },
    });
    closers.push(() => app.close());
    // V8 keeps what a busy spell grew for minutes or more: give it back once traffic is quiet.
    releaseMemoryWhenQuiet(app);
    if (database.backup) {
      // `npm run backup` asks this process, which holds the PGlite folder, for its copy.
      const socket = await startBackupSocket({
        socketPath: backupSocketPath(config.pgliteDir),
        backup: database.backup,
        log: app.log,
      });
      closers.push(() => socket.close());
    }
    if (runner) {
      const builds = runner;
      builds.setLog(app.log);
      closers.push(() => builds.close());
    }

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      try {
        if (config.shutdownDrainMs > 0) {
          // Health answers 503 from now on; the proxy's next check takes this replica out, and
          // what still arrives meanwhile is served as usual.
          app.log.info({ drainMs: config.shutdownDrainMs }, 'draining before closing');
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        }
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
    // Only a server that builds needs to hear about edits (npm run develop's API does not).
    if (lakeStore && webhookSecret && runner) {
      const { watchDataset } = await import('./content-lake/watch');
      const stop = watchDataset(lakeStore, {
        hookUrl: `${ownUrl(app.server.address())}/api/hooks/content`,
        secret: webhookSecret,
        log: app.log,
      });
      closers.push(async () => stop());
    }
    app.log.info(
      {
        database: database.driver,
        content: config.sanity ? 'sanity' : 'embedded',
        siteUrl: config.siteUrl,
        site: config.apiOnly
          ? 'none (API_ONLY)'
          : config.releases.serve
            ? `release ${currentReleaseId(config.releases.dir)} in ${config.releases.dir}`
            : config.publicDir,
        builds: runner ? 'on content change' : 'off',
        mail: config.mail.smtpUrl ? 'SMTP_URL' : `outbox ${config.mail.dir} (npm run mail)`,
      },
      'ready',
    );
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Where this process answers itself on loopback (the Lake's webhooks go there). */
function ownUrl(address: ReturnType<import('node:net').Server['address']>): string {
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
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
