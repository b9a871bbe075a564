#!/usr/bin/env node
// npm start: build the site when public/ is missing or older than its sources, publish the build
// as a release (docs/publishing.md), then serve the site and the API on one port (PORT, default
// 8000). While it runs, content changes are built and published by the server itself.
// --no-serve (npm run release): build when needed and publish, then exit (docs/deploy.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { currentReleaseId, listReleases, publishRelease } from '../server/publishing/releases.ts';
import { loadDotEnv, readSettings } from '../server/settings.ts';
import { baseEnv, run, step } from './lib/run.mjs';
import { siteNeedsBuild } from './lib/site-build.mjs';

// `.env` and the environment, checked before a build that would fail on them a minute later.
let config;
try {
  loadDotEnv();
  readSettings();
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (process.argv.includes('--rebuild') || siteNeedsBuild()) {
  await step('gatsby build', () => run('npx', ['gatsby', 'build']));
} else {
  console.log('public/ is up to date; skipping the build (npm start -- --rebuild forces one).');
}

// Serve the build as a release unless PUBLIC_DIR names a folder to serve as it is.
if (!process.env.PUBLIC_DIR?.trim() && !config.apiOnly) {
  const { dir, keep } = config.releases;
  const current = listReleases(dir).find((r) => r.id === currentReleaseId(dir));
  const builtAt = fs.statSync(path.resolve('public', 'index.html')).mtimeMs;
  if (!current || builtAt > current.createdAt.getTime()) {
    const id = await publishRelease(dir, path.resolve('public'), { keep });
    console.log(`Published the build as release ${id} in ${path.relative('.', dir)}.`);
  }
}

if (process.argv.includes('--no-serve')) {
  const id = currentReleaseId(config.releases.dir);
  console.log(id ? `Release ${id} is current.` : 'PUBLIC_DIR is set: nothing was published.');
  process.exit(0);
}

// Node flags as `npm run serve` (package.json) passes them; see docs/api.md, "Memory".
const server = spawn(
  'npx',
  ['tsx', '--liftoff-only', '--max-semi-space-size=4', 'server/index.ts'],
  {
    stdio: 'inherit',
    env: { ...baseEnv, ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
