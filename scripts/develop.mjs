#!/usr/bin/env node
// npm run develop: the API (restarting on change) on API_PORT (default 8001) and `gatsby develop`
// on PORT (default 8000); gatsby-config.ts proxies /api, /url and /s/ to the API.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { loadDotEnv, readSettings } from '../server/settings.ts';
import { baseEnv } from './lib/run.mjs';

let settings;
try {
  loadDotEnv();
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const apiPort = settings.API_PORT ?? '8001';
const sitePort = settings.PORT ?? '8000';
// The site is gatsby develop's port: the API, on its own PORT, is told so (SITE_URL defaults
// to http://localhost:$PORT).
const env = { ...baseEnv, ...process.env, API_PORT: apiPort, SITE_URL: settings.SITE_URL };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, PUBLIC_DIR: '.cache/no-public', API_ONLY: 'true' },
  }),
  // The embedded Lake asks Gatsby to source content again when content/ changes (hot reload of
  // dataset edits): through the refresh endpoint, open only to a request with this token.
  spawn('npx', ['gatsby', 'develop', '-H', '0.0.0.0', '-p', sitePort], {
    stdio: 'inherit',
    env: {
      ...env,
      PORT: sitePort,
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      GATSBY_REFRESH_TOKEN: crypto.randomBytes(24).toString('base64url'),
    },
  }),
];

const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
