#!/usr/bin/env node
// npm test: every check a change must pass, in order of speed, stopping at the first failure.
//   typecheck -> lint -> jest -> gatsby build -> browser e2e -> Storybook visual regression
import { run, step } from './lib/run.mjs';

const started = Date.now();
try {
  await step('typecheck', () => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
  await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
  await step('jest', () => run('npx', ['jest', '--ci']));
  await step('gatsby build', () => run('npx', ['gatsby', 'build']));
  await step('browser e2e', () => run('npx', ['playwright', 'test']));
  await step('visual regression', () => run('node', ['scripts/visual.mjs']));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
