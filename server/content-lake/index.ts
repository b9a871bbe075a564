import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { contentLakeRoutes } from './routes';
import { ContentStore } from './store';

/** The embedded Lake's project id and dataset (what gatsby-source-sanity is configured with). */
export const LAKE_PROJECT_ID = 'embedded';
export const LAKE_DATASET = 'production';

export type ContentLakeOptions = {
  /** Dataset folder in `sanity dataset export` layout. Default: $CONTENT_DIR or ./content. */
  contentDir?: string;
  /**
   * Where the Lake remembers each document's hash, to move `_updatedAt` when content/ changes.
   * Default: $CONTENT_LAKE_DATA_DIR or ./.data/content-lake.
   */
  dataDir?: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; only loopback addresses are accepted. Default 127.0.0.1. */
  host?: string;
  projectId?: string;
  dataset?: string;
};

export type ContentLake = {
  /** Origin of the Lake, e.g. http://127.0.0.1:40123 (API under /v1, images under /images). */
  url: string;
  projectId: string;
  dataset: string;
  store: ContentStore;
  close(): Promise<void>;
};

const SDL_PATH = path.join(__dirname, 'schema.graphql');

function resolveLakeOptions(options: ContentLakeOptions = {}) {
  return {
    contentDir: path.resolve(options.contentDir ?? process.env.CONTENT_DIR ?? 'content'),
    dataDir: path.resolve(
      options.dataDir ?? process.env.CONTENT_LAKE_DATA_DIR ?? '.data/content-lake',
    ),
    projectId: options.projectId ?? LAKE_PROJECT_ID,
    dataset: options.dataset ?? LAKE_DATASET,
  };
}

/**
 * Reads the committed SDL. Gatsby compiles gatsby-config.ts (and this module) into .cache/, where
 * `__dirname` no longer points here, so the repository path is tried as well.
 */
function readSdl(): string {
  const candidates = [
    process.env.CONTENT_LAKE_SDL,
    SDL_PATH,
    path.resolve('server/content-lake/schema.graphql'),
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found)
    throw new Error(`Content Lake: schema.graphql not found (tried ${candidates.join(', ')})`);
  return fs.readFileSync(found, 'utf8');
}

/** Builds (but does not start) the standalone Lake server; throws at once on a bad dataset. */
export function createContentLakeServer(options: ContentLakeOptions = {}) {
  const store = new ContentStore(resolveLakeOptions(options));
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024, forceCloseConnections: true });
  void app.register(contentLakeRoutes, { store, sdl: readSdl() });
  return { app, store };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Starts the embedded Content Lake on loopback. */
export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) {
    throw new Error(`Content Lake: host must be a loopback address, got "${host}"`);
  }
  const { app, store } = createContentLakeServer(options);
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  store.setBaseUrl(url);
  return {
    url,
    projectId: store.projectId,
    dataset: store.dataset,
    store,
    close: () => app.close(),
  };
}
