/**
 * gatsby-source-sanity settings for both content modes, kept out of gatsby-config.ts.
 *
 * - Real mode (SANITY_PROJECT_ID set): the owner's project; SANITY_DATASET (default
 *   "production") and SANITY_TOKEN (optional) as given; watchMode while `gatsby develop` runs.
 * - Embedded mode (SANITY_PROJECT_ID unset): the embedded Content Lake serving CONTENT_DIR
 *   (default content/), started in this process on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { createContentLakeServer, LAKE_DATASET, LAKE_PROJECT_ID } from './index';
import type { ContentStore } from './store';
import { watchStore } from './watch';

type SanitySourceOptions = {
  projectId: string;
  dataset: string;
  token?: string;
  apiHost?: string;
  watchMode: boolean;
  overlayDrafts: boolean;
};

export type ContentMode =
  | { mode: 'sanity'; options: SanitySourceOptions }
  | { mode: 'embedded'; lakeUrl: string; options: SanitySourceOptions };

/** Thrown for a bad setting; the message names the environment variable. */
export class ContentSettingError extends Error {
  constructor(setting: string, problem: string) {
    super(`Content settings: ${setting} ${problem}`);
    this.name = 'ContentSettingError';
  }
}

const PROJECT_ID = /^[a-z0-9][-a-z0-9]*$/;
const DATASET = /^[a-z0-9][-\w]{0,63}$/;

/**
 * The `apiHost` that makes gatsby-source-sanity talk to a Lake on loopback.
 *
 * The plugin's pinned @sanity/client 3 always prefixes the project id to the API host:
 * url = `${protocol}://${projectId}.${host}/v1`. `embedded.127.0.0.1` is not resolvable (and
 * `*.localhost` does not resolve on every machine), so we put a userinfo part in front of the
 * host: apiHost `http://embedded@127.0.0.1:4000` becomes `http://embedded.embedded@127.0.0.1:4000/v1`,
 * where `embedded.embedded` is only a user name (sent as an ignored Basic auth header) and the
 * connection goes to 127.0.0.1:4000. Both of the plugin's HTTP stacks (get-it for queries and
 * the SDL, axios for the export stream) accept such URLs. A path prefix (a Lake mounted in
 * another server) is kept.
 */
export function lakeApiHost(lakeUrl: string, projectId: string = LAKE_PROJECT_ID): string {
  const url = new URL(lakeUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`lakeApiHost: expected an http(s) URL, got "${lakeUrl}"`);
  }
  if (!PROJECT_ID.test(projectId)) throw new Error(`lakeApiHost: bad project id "${projectId}"`);
  const prefix = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${projectId}@${url.host}${prefix}`;
}

/** Picks a port synchronously (gatsby-config must return its object synchronously). */
function pickPort(preferred: number): number {
  const script = `
    const net = require('node:net');
    const tryPort = (port, fallback) => {
      const server = net.createServer();
      server.once('error', () => fallback ? tryPort(0, false) : process.exit(1));
      server.listen(port, '127.0.0.1', () => {
        process.stdout.write(String(server.address().port));
        server.close();
      });
    };
    tryPort(Number(process.argv[1]), true);`;
  const out = execFileSync(process.execPath, ['-e', script, String(preferred)], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  const port = Number(out.trim());
  if (!Number.isInteger(port) || port <= 0)
    throw new Error('Content Lake: could not find a free port');
  return port;
}

type Env = Record<string, string | undefined>;

const randomToken = () => crypto.randomBytes(24).toString('base64url');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3340;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ContentSettingError(
      'CONTENT_LAKE_PORT',
      `must be an integer from 0 to 65535, got "${raw}"`,
    );
  }
  return port;
}

/**
 * Ends the process with why the content folder does not load (every `file:line: problem`). A
 * throw would not do: Gatsby first loads the compiled gatsby-config to check the compilation,
 * swallows what it throws and goes on without the config's plugins, so the build failed later
 * on a missing GraphQL type and never said why. The heading is the shape the server's build
 * runner reads a failure from (server/publishing/builds.ts).
 */
function stopOnContentError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `\n ERROR  Content Lake: the content folder does not load\n\n${message}\n\n`,
  );
  process.exit(1);
}

/**
 * Starts the embedded Lake in this process, once: the URL goes into CONTENT_LAKE_URL so
 * Gatsby's worker processes (which load gatsby-config again) and config reloads reuse it. A
 * stable preferred port (CONTENT_LAKE_PORT, default 3340) keeps asset URLs, and so Gatsby's
 * image cache, the same from build to build; if it is taken another free port is used.
 */
function ensureEmbeddedLake(env: Env = process.env): string {
  const existing = env.CONTENT_LAKE_URL;
  if (existing) return existing;
  const port = pickPort(parsePort(env.CONTENT_LAKE_PORT));
  // Built synchronously so a bad CONTENT_DIR fails gatsby-config with a clear message.
  let server: ReturnType<typeof createContentLakeServer>;
  try {
    server = createContentLakeServer({ port });
  } catch (error) {
    stopOnContentError(error);
  }
  const { app, store } = server;
  const url = `http://127.0.0.1:${port}`;
  store.setBaseUrl(url);
  app.listen({ port, host: '127.0.0.1' }).then(
    () => app.server.unref(), // serve while Gatsby runs, never keep it alive
    (error: unknown) => {
      console.error(`Content Lake: could not listen on 127.0.0.1:${port}:`, error);
      process.exit(1);
    },
  );
  env.CONTENT_LAKE_URL = url;
  if (env.gatsby_executing_command === 'develop') refreshOnEdit(store, env);
  return url;
}

/**
 * `gatsby develop` with the embedded Lake: a save in the authoring folder is read again (once
 * the folder has been quiet for 100 ms) and Gatsby is asked to source content anew through its
 * refresh endpoint (which `npm run develop` enables, with a token), so the open page shows the
 * new text. A folder that no longer loads is reported with the loader's file:line and the last
 * good content stays.
 */
function refreshOnEdit(store: ContentStore, env: Env): void {
  if (!env.ENABLE_GATSBY_REFRESH_ENDPOINT) return;
  const endpoint = `http://127.0.0.1:${env.PORT || '8000'}/__refresh/gatsby-source-sanity`;
  watchStore(store, { debounceMs: 100 }, async (change) => {
    if (change.error !== undefined) {
      console.error(
        `Content Lake: ${change.reason}, and the folder does not load: ${change.error}\n` +
          'The site keeps the last good content.',
      );
      return;
    }
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: env.GATSBY_REFRESH_TOKEN ? { authorization: env.GATSBY_REFRESH_TOKEN } : {},
      });
      await response.arrayBuffer();
      if (!response.ok) console.error(`Content Lake: gatsby refresh answered ${response.status}`);
      else console.log(`Content Lake: ${change.reason}; refreshing content.`);
    } catch (error) {
      console.error('Content Lake: gatsby refresh failed:', error);
    }
  });
}

/** Reads the content settings; throws ContentSettingError naming a bad one. */
export function contentMode(env: Env = process.env, start = ensureEmbeddedLake): ContentMode {
  const develop = env.gatsby_executing_command === 'develop';
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (!projectId) {
    // SANITY_DATASET=production is the default (and what .env.example shows), not a choice.
    for (const name of ['SANITY_DATASET', 'SANITY_TOKEN'] as const) {
      const value = env[name]?.trim();
      if (value && !(name === 'SANITY_DATASET' && value === 'production')) {
        throw new ContentSettingError(
          'SANITY_PROJECT_ID',
          `is not set, but ${name} is: set SANITY_PROJECT_ID to use your Sanity project, or unset ${name} to use the embedded sample content`,
        );
      }
    }
    const lakeUrl = start(env);
    return {
      mode: 'embedded',
      lakeUrl,
      options: {
        projectId: LAKE_PROJECT_ID,
        dataset: LAKE_DATASET,
        apiHost: lakeApiHost(lakeUrl),
        watchMode: false,
        // `gatsby develop` shows drafts (the post is marked "Draft"): the plugin reads them
        // with a token, and the Lake on loopback serves drafts to any bearer token, so a
        // random one made here (kept in the environment for Gatsby's workers) does.
        overlayDrafts: develop,
        ...(develop ? { token: (env.CONTENT_LAKE_TOKEN ||= randomToken()) } : {}),
      },
    };
  }
  if (!PROJECT_ID.test(projectId)) {
    throw new ContentSettingError(
      'SANITY_PROJECT_ID',
      `"${projectId}" is not a Sanity project id (lowercase letters, digits and dashes, as shown on sanity.io/manage)`,
    );
  }
  const dataset = (env.SANITY_DATASET ?? '').trim() || 'production';
  if (!DATASET.test(dataset)) {
    throw new ContentSettingError(
      'SANITY_DATASET',
      `"${dataset}" is not a Sanity dataset name (lowercase letters, digits, "_" and "-", at most 64 characters)`,
    );
  }
  const token = env.SANITY_TOKEN?.trim() || undefined;
  if (token && /\s/.test(token)) {
    throw new ContentSettingError(
      'SANITY_TOKEN',
      'contains whitespace; paste the token exactly as sanity.io/manage shows it',
    );
  }
  return {
    mode: 'sanity',
    options: { projectId, dataset, token, watchMode: develop, overlayDrafts: develop && !!token },
  };
}
