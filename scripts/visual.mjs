#!/usr/bin/env node
// Storybook visual regression: builds Storybook, then runs @playwright/test over every story
// (__tests__/visual/stories.visual.ts) against the baselines in __tests__/visual/baselines.
//   npm run test:visual                              build Storybook, compare
//   npm run test:visual -- --no-build                reuse storybook-static/
//   npm run test:visual -- --update-snapshots        rewrite changed/new baselines
//   npm run test:visual -- -g landing-hero           only shots whose title matches
// Any other argument goes to `playwright test`. Failures leave expected/actual/diff images
// in .tmp/visual/.
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const passthrough = args.filter((arg) => arg !== '--no-build');
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

try {
  if (!args.includes('--no-build')) {
    console.log('visual: building Storybook…');
    await run('npx', ['storybook', 'build', '--quiet', '-o', staticDir]);
  }
  await run('npx', [
    'playwright',
    'test',
    '-c',
    '__tests__/visual/playwright.config.ts',
    ...passthrough,
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
