#!/usr/bin/env node
// npm test: every check a change must pass, in order of speed, stopping at the first failure.
//   typecheck + lint (eslint, knip) + format:check (side by side) -> jest + vitest -> gatsby build -> valid HTML ->
//   browser e2e -> page checks (visual + layout) -> Storybook visual regression
import fs from 'node:fs';
import { readFixtureContent } from './lib/fixture-content.mjs';
import { run, runBuffered, step } from './lib/run.mjs';

// Written by every gatsby build (graphqlTypegen) and committed, since typecheck runs first.
const TYPES = 'src/gatsby-types.d.ts';

/** Waits for every command (each prints its whole output), failing with all that failed. */
async function allOf(commands) {
  const results = await Promise.allSettled(commands);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => result.reason.message).join('; '));
}

// Every step below (and each process it starts) reads __tests__/fixtures/content.
readFixtureContent();

const started = Date.now();
try {
  // Single-threaded tools: side by side they take as long as the slowest (ESLint). ESLint and
  // knip together are `npm run lint`.
  await step('typecheck, lint, format:check', () =>
    allOf([
      runBuffered('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
      // The server without DOM types, the ui library without Node's (npm run typecheck).
      runBuffered('npx', ['tsc', '--noEmit', '-p', 'tsconfig.server.json']),
      runBuffered('npx', ['tsc', '--noEmit', '-p', 'tsconfig.ui.json']),
      runBuffered('npx', ['eslint', '.', '--max-warnings=0']),
      runBuffered('npx', ['knip', '--no-progress']),
      runBuffered('npx', ['prettier', '--check', '.']),
    ]),
  );
  // Jest (jsdom) and Vitest (the server on PGlite and PostgreSQL) wait on different things:
  // side by side they take about 25 s less than one after the other.
  await step('jest and vitest (server, content)', () =>
    allOf([runBuffered('npx', ['jest', '--ci']), runBuffered('npx', ['vitest', 'run'])]),
  );
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
  // The browser suites' HTML reports: each failed screenshot with its Diff, Actual and Expected
  // (and a slider between them), each failed test with its trace.
  const reports = ['e2e', 'pages', 'visual']
    .map((suite) => `playwright-report/${suite}`)
    .filter((dir) => fs.existsSync(`${dir}/index.html`));
  for (const dir of reports)
    console.error(`  report: ${dir}/index.html (npx playwright show-report ${dir})`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
