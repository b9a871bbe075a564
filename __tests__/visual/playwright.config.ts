// Storybook visual regression on @playwright/test: every story of storybook-static/index.json
// in light and dark at 1280 px, some also at 375 px (the rule is in stories.visual.ts), one test
// per story.
// Run through `npm run test:visual` (builds Storybook first unless --no-build).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  // One file per story, viewport and colour mode: baselines/<story id>-<viewport>-<mode>.png
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // Expected, actual and diff images of failed comparisons (kept out of git).
  outputDir: '../../.tmp/visual',
  // Serves storybook-static/ on a free port for the run (STORYBOOK_URL).
  globalSetup: './storybook.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'dot' : 'line',
  // A story and all its shots (up to three, and axe).
  timeout: 60_000,
  expect: {
    // Room for a busy machine: a screenshot is retried until two in a row are equal.
    timeout: 15_000,
    toHaveScreenshot: {
      // Same tolerance as the pixelmatch runner this replaced: a pixel counts as changed
      // beyond a 0.03 colour distance, and up to 0.2 % of the pixels may change.
      threshold: 0.03,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    },
  },
});
