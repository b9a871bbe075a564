#!/usr/bin/env node
// npm run develop: `gatsby develop` (hot reload, drafts shown) and the API (restarted on change),
// beside a running `npm start` if need be: its own ports, database and Gatsby folder.
//
// - Ports: the site on PORT (8000) and the API on API_PORT (8001), or the next free ones when
//   those are taken (say, by npm start); the first lines printed say which.
// - Its own state under DEVELOP_DIR (.data/develop): the database (pglite/), the Lake's stamps
//   (content-lake/) and Gatsby's folder (site/, with its .cache/ and public/). Gatsby keeps its
//   cache in the folder it runs in, and a develop cache holds drafts: shared with the builds
//   `npm start` runs, a warm build reused those nodes and could publish a draft. So Gatsby runs
//   in site/, whose entries link back to this repository (gatsby-config.ts and gatsby-node.ts
//   are one-line re-exports: Gatsby's compiler does not follow a linked config).
// - gatsby-config.ts proxies /api, /url and /s/ to the API, and shows drafts (docs/publishing.md).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadDotEnv, readSettings } from '../server/settings.ts';
import { baseEnv } from './lib/run.mjs';

const root = process.cwd();
const started = Date.now();

let settings;
try {
  loadDotEnv();
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Whether nothing listens on `port` (on every interface, as both servers bind). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '::', ipv6Only: false }, () => server.close(() => resolve(true)));
  });
}

/** `preferred` when free, else the first free port after it that is not in `taken`. */
async function choosePort(preferred, taken) {
  for (let port = preferred; port < preferred + 100 && port <= 65535; port++) {
    if (!taken.includes(port) && (await portIsFree(port))) return port;
  }
  throw new Error(`npm run develop: no free port from ${preferred} to ${preferred + 99}`);
}

// Gatsby's browser and server entries are copied, not linked: Gatsby would load them by their real
// path, and the site's modules they import would then be bundled twice, under the real path and
// the linked one (two Emotion theme contexts: "Cannot read properties of undefined").
const COPIED = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'];

// Entries of the repository that are not linked into Gatsby's folder: its own state, git, and
// the two Gatsby entry files it gets as re-exports.
const NOT_LINKED = new Set([
  '.cache',
  'public',
  '.data',
  '.git',
  'gatsby-config.ts',
  'gatsby-node.ts',
  ...COPIED,
]);

/** Gatsby's folder: a link to every entry of the repository, its own .cache/ and public/. */
function prepareSiteRoot(siteRoot, developDir) {
  fs.mkdirSync(path.join(siteRoot, 'public'), { recursive: true });
  const inside = path.relative(root, developDir).split(path.sep)[0];
  const wanted = new Map();
  for (const name of fs.readdirSync(root)) {
    if (!NOT_LINKED.has(name) && name !== inside) wanted.set(name, path.join(root, name));
  }
  for (const entry of fs.readdirSync(siteRoot, { withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = path.join(siteRoot, entry.name);
    if (wanted.get(entry.name) !== fs.readlinkSync(link)) fs.rmSync(link);
  }
  for (const [name, target] of wanted) {
    const link = path.join(siteRoot, name);
    if (!fs.existsSync(link)) fs.symlinkSync(target, link);
  }
  const back = path.relative(siteRoot, root).split(path.sep).join('/');
  const reexport = {
    'gatsby-config.ts': `export { default } from '${back}/gatsby-config';\n`,
    'gatsby-node.ts': `export * from '${back}/gatsby-node';\n`,
  };
  // Gatsby compiles gatsby-config and gatsby-node with Parcel, whose cache notices changes only
  // under this folder, not in the linked files they import: compiled afresh on every start, so a
  // pulled or edited gatsby-node.ts is never run stale.
  for (const stale of ['.cache/.parcel-cache', '.cache/compiled']) {
    fs.rmSync(path.join(siteRoot, stale), { recursive: true, force: true });
  }
  for (const name of COPIED) copyEntry(siteRoot, name);
  for (const [name, text] of Object.entries(reexport)) {
    const file = path.join(siteRoot, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      fs.writeFileSync(file, text);
    }
  }
}

/** Copies `name` into Gatsby's folder when it differs (an edit then reloads, as a linked file would). */
function copyEntry(siteRoot, name) {
  const text = fs.readFileSync(path.join(root, name), 'utf8');
  const file = path.join(siteRoot, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

const developDir = path.resolve(settings.DEVELOP_DIR);
const siteRoot = path.join(developDir, 'site');
const pgliteDir = path.join(developDir, 'pglite');
const contentDir = path.resolve(settings.CONTENT_DIR);

const wantedSite = Number(settings.PORT);
const wantedApi = Number(settings.API_PORT);
let sitePort;
let apiPort;
try {
  sitePort = await choosePort(wantedSite, [wantedApi]);
  apiPort = await choosePort(wantedApi, [sitePort]);
  prepareSiteRoot(siteRoot, developDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const siteUrl = `http://localhost:${sitePort}`;
const shown = (dir) => (dir.startsWith(`${root}${path.sep}`) ? path.relative(root, dir) : dir);
const busy = (wanted, got) => (got === wanted ? '' : ` (${wanted} is in use)`);
console.log(
  [
    'npm run develop',
    `  site      ${siteUrl}${busy(wantedSite, sitePort)}: gatsby develop, drafts shown and marked "Draft"`,
    `  API       http://localhost:${apiPort}${busy(wantedApi, apiPort)}: the site proxies /api, /url and /s/ to it`,
    `  database  ${settings.DATABASE_URL ? 'DATABASE_URL' : `${shown(pgliteDir)} (its own; npm start uses ${settings.PGLITE_DIR})`}`,
    `  content   ${settings.SANITY_PROJECT_ID ? `Sanity project ${settings.SANITY_PROJECT_ID}` : shown(contentDir)}`,
    `  Gatsby    runs in ${shown(siteRoot)} (its own .cache and public)`,
    '',
  ].join('\n'),
);

const env = {
  ...baseEnv,
  ...process.env,
  // One origin in the browser: gatsby develop's, which proxies the API (src/config/devProxy.ts).
  SITE_URL: siteUrl,
  GATSBY_SITE_URL: siteUrl,
  API_PORT: String(apiPort),
  CONTENT_DIR: contentDir,
  CONTENT_LAKE_DATA_DIR: path.join(developDir, 'content-lake'),
  PGLITE_DIR: pgliteDir,
  ...(process.env.ENV_FILE ? { ENV_FILE: path.resolve(process.env.ENV_FILE) } : {}),
};
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const gatsby = path.join(root, 'node_modules/gatsby/cli.js');

const children = [
  spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: {
      ...env,
      PORT: String(apiPort),
      PUBLIC_DIR: path.join(siteRoot, 'public'),
      API_ONLY: 'true',
    },
  }),
  // The embedded Lake asks Gatsby to source content again when content/ changes (hot reload of
  // content edits): through the refresh endpoint, open only to a request with this token.
  spawn(process.execPath, [gatsby, 'develop', '-H', '0.0.0.0', '-p', String(sitePort)], {
    cwd: siteRoot,
    stdio: 'inherit',
    env: {
      ...env,
      PORT: String(sitePort),
      // Where this repository is, for what Gatsby reads outside its folder (gatsby-config.ts).
      DEVELOP_SOURCE_DIR: root,
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      GATSBY_REFRESH_TOKEN: crypto.randomBytes(24).toString('base64url'),
    },
  }),
];

for (const name of COPIED) {
  fs.watchFile(path.join(root, name), { interval: 1000 }, () => copyEntry(siteRoot, name));
}

// How long the start took, once the site answers (webpack's first bundle is done by then).
const waitForSite = async () => {
  while (children.every((child) => child.exitCode === null)) {
    try {
      const response = await fetch(`http://127.0.0.1:${sitePort}/`);
      await response.arrayBuffer();
      if (response.ok) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\nnpm run develop: ${siteUrl} answers, ${seconds} s after the start.\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
void waitForSite();

const stop = (signal) => {
  for (const name of COPIED) fs.unwatchFile(path.join(root, name));
  children.forEach((c) => c.kill(signal));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
