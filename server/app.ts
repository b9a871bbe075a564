import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client';
import {
  capConnectionsPerClient,
  capRequestsPerClient,
  checkingIntervalMs,
  DEFAULT_CONNECTIONS_PER_CLIENT,
  DEFAULT_TIMEOUTS,
  type Timeouts,
} from './lib/connections';
import { HttpError, pgError } from './lib/errors';
import { loggerOptions } from './lib/log';
import { CSP_MANIFEST } from '../shared/csp-manifest';
import { localSiteUrl } from '../shared/site-url';
import { loadPagePolicies } from './lib/csp';
import { allowedMethods, isApiPath, jsonErrorBodies } from './lib/api-paths';
import { Analytics } from './data/analytics';
import { sitePages } from './data/analytics/beacons';
import { redisDeliveries } from './data/webhook-deliveries';
import { formatSchemaErrors } from './lib/validation';
import type { ContentReader } from './data/content';
import { sweepPreviewLinks, type DraftReader } from './data/previews';
import databasePlugin from './plugins/database';
import rateLimitPlugin, { clientAddress, type RateLimits } from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import sessionPlugin, { markPrivate } from './plugins/session';
import ownerPlugin from './plugins/owner';
import commentChangesPlugin from './plugins/comment-changes';
import mailPlugin from './plugins/mail';
import ownerNoticesPlugin from './plugins/owner-notices';
import { createMailer, type Mailer } from './mail/mailer';
import { relyingParty } from './lib/webauthn';
import { clientErrorHandler, guardRawRequests } from './lib/raw-errors';
import accountRoutes from './routes/account';
import adminRoutes from './routes/admin';
import type { AdminBuilds } from './routes/admin/builds';
import eventRoutes from './routes/events';
import authRoutes from './routes/auth';
import clapRoutes from './routes/claps';
import commentRoutes from './routes/comments';
import contactRoutes from './routes/email';
import feedRoutes, { feedMediaRoutes, type FeedOptions } from './routes/feed';
import hookRoutes, { type HookRoutesOptions } from './routes/hooks';
import linkRoutes from './routes/links';
import previewRoutes from './routes/preview';
import { CURRENT, currentReleaseId, PREVIOUS, servesFromPrevious } from './publishing/releases';

export type AppOptions = {
  /** Folder with the built site (Gatsby's `public/`), served as static files. */
  publicDir: string;
  /**
   * Serve the site from release folders instead of `publicDir` (server/publishing/releases.ts): whatever
   * `dir/current` points at, plus hashed assets of `dir/previous` for `graceMs` after a switch.
   */
  releases?: { dir: string; graceMs: number };
  /** POST /api/hooks/content (the content webhook); off when absent. */
  hooks?: HookRoutesOptions;
  /** Fastify/pino logger settings; secrets are redacted whatever is passed. */
  logger?: FastifyServerOptions['logger'];
  /** An open, migrated database (see `openDatabase`); the caller closes it. */
  database: DatabaseHandle;
  /** Where post data (claps' starting values) comes from. */
  content: ContentReader;
  /**
   * Reads draft posts (with a token that sees drafts) for /admin's preview links and
   * GET /api/preview/:token; absent, /admin says drafts cannot be read and every link is 404.
   */
  drafts?: DraftReader;
  /** The site's origin. @default localSiteUrl() (http://localhost:8000) */
  siteUrl?: string;
  /**
   * Every origin the site is served on (CORS, CSRF, which pages may be shortened); short
   * links always point at `siteUrl`. @default [siteUrl]
   */
  siteOrigins?: string[];
  /** Secure `__Host-` cookie. @default false */
  production?: boolean;
  trustProxy?: boolean | number | string;
  /** Client timeouts (docs/api.md, Timeouts). @default DEFAULT_TIMEOUTS */
  timeouts?: Partial<Timeouts>;
  /**
   * Open connections allowed per client address, or with `trustProxy` set (every socket then
   * comes from the proxy) requests in flight per client address the proxy reports; 0 is no cap.
   * @default 64
   */
  connectionsPerClient?: number;
  /** @default { file: 'content/photos/feed.json' } */
  feed?: FeedOptions;
  rateLimits?: Partial<RateLimits>;
  /** Serve a post's comment list from memory for this long (see commentRoutes). @default 0 (off) */
  commentsCacheMs?: number;
  /** Comments one account may keep on one post (COMMENTS_PER_POST). @default 50 */
  commentsPerPost?: number;
  /**
   * An ioredis client (options from `redisOptions()`) for rate-limit counters shared by
   * replicas; while it is unreachable, limits are counted in-process and health is degraded.
   * Also tells the other replicas when a comment is hidden, shown or deleted.
   */
  redis?: Redis;
  /** GET /api/admin/inbox also answers this bearer token (besides an owner's session). */
  inboxToken?: string;
  /** OWNER_EMAILS, lower-cased (owners may also be in the database: `npm run owner`). */
  ownerEmails?: string[];
  /** Days of daily analytics totals to keep. @default 400 */
  analyticsRetentionDays?: number;
  /** Raw analytics rows (page views, vitals) stored per day; more are dropped. @default 100,000 */
  analyticsRawRowsPerDay?: number;
  /** Of those, the rows one address may add (ANALYTICS_ROWS_PER_ADDRESS). @default 2,000 */
  analyticsRowsPerAddress?: number;
  /** The build runner, for /admin's build status and rebuild button. */
  builds?: AdminBuilds;
  /**
   * Where mail goes (server/mail/mailer.ts): SMTP_URL's server, or `.eml` files in `dir`.
   * @default the outbox `.data/mail`, from no-reply at SITE_URL's host
   */
  mail?: { smtpUrl?: string; from: string; dir: string };
  /** A mailer made elsewhere (tests), instead of one from `mail`. */
  mailer?: Mailer;
  /**
   * Mail the owner about each new comment / contact message (OWNER_NOTICES), at most one mail
   * per kind per `windowMs` (10 minutes): more arrive as one digest. @default neither
   */
  ownerNotices?: { comments: boolean; messages: boolean; windowMs?: number };
  /**
   * True once the process is shutting down behind a proxy (server/index.ts): health answers 503
   * "draining" so the proxy stops sending requests, while the requests that still come are served.
   */
  draining?: () => boolean;
};

/**
 * Builds the HTTP app: the API under /api (plus /url and /s/:code) and the built site from
 * `publicDir`. Kept apart from `listen` so tests drive it through `app.inject` or a real port.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const siteUrl = options.siteUrl ?? localSiteUrl();
  const siteOrigins = [...new Set([siteUrl, ...(options.siteOrigins ?? [])])];
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // The built site (server/index.ts refuses to start without one unless API_ONLY is set): one
  // folder, or the current release with the previous one behind it for hashed assets.
  const releases = options.releases;
  const roots = releases
    ? [path.join(releases.dir, CURRENT), path.join(releases.dir, PREVIOUS)]
    : [path.resolve(options.publicDir)];
  const siteRoot = roots[0] as string;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 256 },
    // Slow clients: a half-sent request or an idle socket is closed (docs/api.md, Timeouts).
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Answered by the app with a JSON message and its headers (server/lib/raw-errors.ts), not by
    // Node with an empty 400.
    clientErrorHandler,
    http: {
      requireHostHeader: false,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
    // A hop count works at runtime (proxy-addr) though Fastify's types list only string | boolean.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
    // Bodies are taken as sent: "5" is not a count and 123 is not a username.
    ajv: { customOptions: { coerceTypes: false } },
    schemaErrorFormatter: formatSchemaErrors,
  });

  // Without a proxy, a client is its socket's address; behind a trusted one every socket is the
  // proxy's, so the requests in flight are counted by the client address it reports instead.
  const perClient = options.connectionsPerClient ?? DEFAULT_CONNECTIONS_PER_CLIENT;
  if (options.trustProxy) capRequestsPerClient(app, perClient, clientAddress);
  else capConnectionsPerClient(app.server, perClient);

  // An empty JSON body (a bare POST with a JSON content type, as logout may send) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // Before any route: which methods each API path answers (405 and Allow), and JSON for every
  // 4xx an API path gives, whoever produced it.
  const apiMethods = allowedMethods(app);
  jsonErrorBodies(app);

  // Before any route: a route keeps the error handler in force when it is registered.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = error.statusCode ?? 500;
    let message = error.message;
    // Safety net: input the schemas let through but the database refused is still bad input.
    const pg = status >= 500 ? pgError(error) : undefined;
    if (pg && (pg.code.startsWith('22') || pg.code.startsWith('23'))) {
      request.log.warn({ pgCode: pg.code, constraint: pg.constraint }, 'database refused input');
      status = pg.code === '23505' ? 409 : 400;
      message = pg.code === '23505' ? 'Already exists' : 'Invalid input';
    }
    // An HttpError's message is written for the client (a 502 names the upstream problem);
    // other 5xx details stay in the log and clients get a generic message.
    const exposed = status < 500 || error instanceof HttpError;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: exposed ? message : 'Internal Server Error' });
  });

  await app.register(databasePlugin, { database: options.database });
  app.decorate('content', options.content);
  await app.register(securityPlugin, { siteOrigins });
  guardRawRequests(app);
  await app.register(rateLimitPlugin, { limits: options.rateLimits, redis: options.redis });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { production: options.production ?? false });
  await app.register(ownerPlugin, { ownerEmails: options.ownerEmails });
  await app.register(commentChangesPlugin, { redis: options.redis });
  app.decorate('relyingParty', relyingParty(siteUrl, siteOrigins));
  await app.register(mailPlugin, {
    mailer:
      options.mailer ??
      createMailer({
        ...(options.mail ?? {
          from: `no-reply@${new URL(siteUrl).hostname}`,
          dir: path.resolve('.data/mail'),
        }),
        log: app.log,
      }),
    siteUrl,
  });
  await app.register(ownerNoticesPlugin, {
    comments: options.ownerNotices?.comments ?? false,
    messages: options.ownerNotices?.messages ?? false,
    windowMs: options.ownerNotices?.windowMs,
  });

  // 200 while the database answers: `degraded` when Redis does not (limits then count per
  // replica), 503 when the database does not, or while the process drains before it stops.
  app.get('/api/health', async (request, reply) => {
    if (options.draining?.()) {
      return reply.code(503).send({ status: 'draining', message: 'Shutting down' });
    }
    const redis = app.rateLimits.redis();
    const extra = redis ? { redis: redis === 'ok' ? 'ok' : 'unreachable' } : {};
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({
        status: 'error',
        database: 'unreachable',
        ...extra,
        message: 'Database unreachable',
      });
    }
    return { status: redis === 'unreachable' ? 'degraded' : 'ok', database: 'ok', ...extra };
  });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(commentRoutes, {
    prefix: '/api/comments',
    cacheMs: options.commentsCacheMs ?? 0,
    perPost: options.commentsPerPost,
  });
  await app.register(clapRoutes, { prefix: '/api/claps' });
  const feed = options.feed ?? { file: path.resolve('content/photos/feed.json') };
  await app.register(feedRoutes, { prefix: '/api/feed', ...feed });
  if (!feed.url) await app.register(feedMediaRoutes, { prefix: '/feed', file: feed.file });
  await app.register(contactRoutes, { prefix: '/api/v1.0/email' });
  await app.register(linkRoutes, { siteUrl, siteOrigins });
  const analytics = new Analytics(app.db, {
    retentionDays: options.analyticsRetentionDays ?? 400,
    rawRowsPerDay: options.analyticsRawRowsPerDay,
    rowsPerAddress: options.analyticsRowsPerAddress,
    log: app.log,
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    builds: options.builds,
    analytics,
    inboxToken: options.inboxToken,
    drafts: options.drafts,
    siteUrl,
  });
  await app.register(previewRoutes, { prefix: '/api/preview', drafts: options.drafts });
  await app.register(eventRoutes, {
    prefix: '/api/events',
    analytics,
    siteOrigins,
    // Beacons count only for pages of the site being served (with releases, the live one).
    isPage: sitePages({
      root: siteRoot,
      release: releases ? () => currentReleaseId(releases.dir) : undefined,
    }),
  });

  if (options.hooks) {
    const hooks = options.hooks;
    const drafts = options.drafts;
    // A change may have published or removed a draft: its preview links end now, whether or
    // not anyone opens them before a draft of that id is made again.
    const sweeps = new Set<Promise<unknown>>();
    const sweep = (reader: DraftReader) => {
      const done = sweepPreviewLinks(app.db, reader)
        .catch((error: unknown) => {
          // A server that cannot read drafts (no SANITY_TOKEN) has no links to end.
          if (!(error instanceof HttpError)) {
            app.log.warn({ err: error }, 'preview links not checked after a content change');
          }
        })
        .finally(() => sweeps.delete(done));
      sweeps.add(done);
    };
    app.addHook('onClose', async () => {
      await Promise.allSettled([...sweeps]);
    });
    // Deliveries are remembered where every replica sees them: Redis when there is one.
    await app.register(hookRoutes, {
      prefix: '/api/hooks',
      ...(options.redis ? { deliveries: redisDeliveries(options.redis) } : {}),
      ...hooks,
      onContentChange: (change) => {
        if (drafts && !change.error) sweep(drafts);
        return hooks.onContentChange(change);
      },
    });
  }

  const pagePolicies = policiesOf(
    siteRoot,
    releases ? () => currentReleaseId(releases.dir) : undefined,
  );
  if (!pagePolicies.current() && fs.existsSync(path.join(siteRoot, 'index.html'))) {
    app.log.warn(
      { site: siteRoot },
      'the built site has no CSP manifest (.csp.json): rebuild it to get a strict script-src',
    );
  }
  await app.register(fastifyStatic, {
    root: roots.length === 1 ? siteRoot : roots,
    // Source maps are moved out by the build (build/build-output.ts); one left behind is
    // still not served, nor is the build's CSP manifest. The previous release answers only for
    // hashed assets, during the grace period.
    allowedPath: (pathName, root) =>
      !pathName.endsWith('.map') &&
      !pathName.endsWith(CSP_MANIFEST) &&
      (root === siteRoot ||
        (!!releases && servesFromPrevious(releases.dir, pathName, releases.graceMs))),
    // Gatsby writes /blog/index.html; serve it for /blog with no trailing slash.
    redirect: false,
    index: ['index.html'],
    extensions: ['html'],
    // `.br` / `.gz` siblings written after the build (build/precompress.ts).
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply here (9 passed the raw response).
    setHeaders(reply, filePath) {
      // A precompressed copy (`app-1a2b.js.br`, which is what this is given then) is cached
      // as the file it encodes.
      const file = filePath.replace(/\.(br|gz)$/, '');
      // Hashed assets and versioned fonts never change; HTML and page-data must revalidate
      // (Gatsby's caching rules). Of the search index, only the chunks (`*.pf_*`) are named by
      // their content; Pagefind's script, worker, entry and wasm keep their names.
      const immutable = file.includes('/pagefind/')
        ? /\.pf_\w+$/.test(file)
        : /\/static\/|\.(js|css)$|\/fonts\/[^/]+-\d+\.\d+\.\d+\.woff2$/.test(file) &&
          !file.endsWith('sw.js');
      if (immutable) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'public, max-age=0, must-revalidate');
      }
      const policy = pagePolicies.current()?.(filePath);
      if (policy) reply.header('content-security-policy', policy);
      // The page that shows a draft through a private link (src/pages/preview.tsx).
      if (/[\\/]preview([\\/]index)?\.html$/.test(file)) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('referrer-policy', 'no-referrer');
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // A short link nobody made is a page that does not exist: the site's 404 page, as for any
    // other address a reader follows (docs/api.md).
    const shortLink = urlPath.startsWith('/s/') && ['GET', 'HEAD'].includes(request.method);
    if (isApiPath(urlPath) && !shortLink) {
      // Private like the owner's routes, whose answer to anyone else is this very 404.
      markPrivate(reply);
      const allow = apiMethods(urlPath);
      if (allow.length > 0 && !allow.includes(request.method)) {
        return reply
          .code(405)
          .header('allow', allow.join(', '))
          .send({ message: `Method ${request.method} not allowed; use ${allow.join(' or ')}` });
      }
      return reply.code(404).send({ message: `Route ${request.method} ${urlPath} not found` });
    }
    const notFound = path.join(siteRoot, '404.html');
    if (fs.existsSync(notFound)) {
      const policy = pagePolicies.current()?.(notFound);
      if (policy) reply.header('content-security-policy', policy);
      return reply.code(404).type('text/html').send(fs.createReadStream(notFound));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

/**
 * The page policies of the site being served. A folder's are read once; with releases, they
 * are read again whenever `current` points at a different release.
 */
function policiesOf(root: string, release?: () => string | undefined) {
  let loadedFor: string | undefined;
  let policies = loadPagePolicies(root);
  return {
    current() {
      if (release) {
        const id = release();
        if (id !== loadedFor) {
          loadedFor = id;
          policies = loadPagePolicies(root);
        }
      }
      return policies;
    },
  };
}
