#!/usr/bin/env node
// npm start: build the site when public/ is missing or older than its sources, then serve the
// site and the API on one port (PORT, default 8000).
import { spawn } from 'node:child_process';
import { loadDotEnv, readSettings } from '../server/settings.ts';
import { baseEnv, run, step } from './lib/run.mjs';
import { siteNeedsBuild } from './lib/site-build.mjs';

// `.env` and the environment, checked before a build that would fail on them a minute later.
try {
  loadDotEnv();
  readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (process.argv.includes('--rebuild') || siteNeedsBuild()) {
  await step('gatsby build', () => run('npx', ['gatsby', 'build']));
} else {
  console.log('public/ is up to date; skipping the build (npm start -- --rebuild forces one).');
}

// --liftoff-only: as `npm run serve` (package.json) runs it; see docs/api.md, "Memory".
const server = spawn('npx', ['tsx', '--liftoff-only', 'server/index.ts'], {
  stdio: 'inherit',
  env: { ...baseEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
