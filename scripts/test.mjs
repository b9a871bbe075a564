#!/usr/bin/env node
// npm test: every check a change must pass, in order of speed, stopping at the first failure.
//   typecheck + lint + format:check (side by side) -> jest -> vitest -> gatsby build -> valid HTML ->
//   browser e2e -> page checks (visual + layout) -> Storybook visual regression
import fs from 'node:fs';
import { run, runBuffered, step } from './lib/run.mjs';

// Written by every gatsby build (graphqlTypegen) and committed, since typecheck runs first.
const TYPES = 'src/gatsby-types.d.ts';

const started = Date.now();
try {
  // Three single-threaded tools: side by side they take as long as the slowest (ESLint).
  await step('typecheck, lint, format:check', async () => {
    const results = await Promise.allSettled([
      runBuffered('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
      runBuffered('npx', ['eslint', '.', '--max-warnings=0']),
      runBuffered('npx', ['prettier', '--check', '.']),
    ]);
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length) throw new Error(failed.map((result) => result.reason.message).join('; '));
  });
  await step('jest', () => run('npx', ['jest', '--ci']));
  await step('server and content (vitest)', () => run('npx', ['vitest', 'run']));
  await step('gatsby build', async () => {
    const before = fs.readFileSync(TYPES, 'utf8');
    await run('npx', ['gatsby', 'build']);
    if (fs.readFileSync(TYPES, 'utf8') !== before)
      throw new Error(`gatsby build rewrote ${TYPES}: a query changed; commit the new types`);
  });
  await step('valid HTML', () => run('node', ['scripts/html-check.mjs']));
  await step('browser e2e', () => run('npx', ['playwright', 'test']));
  await step('pages (visual + layout)', () =>
    run('npx', ['playwright', 'test', '-c', '__tests__/pages/playwright.config.ts']),
  );
  await step('visual regression', () => run('node', ['scripts/visual.mjs']));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
