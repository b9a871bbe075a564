#!/usr/bin/env node
// Browser tests (node:test + playwright-core + system Chromium) over the built site and API.
// Needs public/ (npm run build). Each test file starts its own server on a free port.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const dir = path.join('__tests__', 'e2e');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join(dir, f));
if (!fs.existsSync('public/index.html')) {
  console.error('e2e: public/ is missing; run `npm run build` first.');
  process.exit(1);
}
await run('npx', ['tsx', '--test', '--test-concurrency=1', ...files]);
