// Storybook visual regression on @playwright/test: every story of storybook-static/index.json
// in light and dark at 1280 px, some also at 375 px (the rule is in stories.visual.ts), one test
// per story.
// Run through `npm run test:visual` (builds Storybook first unless --no-build).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';

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
  // Playwright's HTML report (Diff / Actual / Expected / slider for each failed shot) is what a
  // reviewer opens: npx playwright show-report playwright-report/visual
  reporter: [
    [process.env.CI ? 'dot' : 'line'],
    ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }],
  ],
  // A story and all its shots (up to three, and axe).
  timeout: 60_000,
  expect: {
    // Room for a busy machine: a screenshot is retried until two in a row are equal.
    timeout: 15_000,
    toHaveScreenshot: {
      // What Chromium draws itself and redraws between builds, hidden (screenshot.css).
      stylePath: path.join(__dirname, '../support/screenshot.css'),
      // A pixel counts as changed beyond a 0.03 colour distance, and up to 0.2 % of the pixels
      // of the story's own area (the shot is cropped to it, see storyArea) may change: a
      // button's corners going from a pill to 8 px fails (tolerance.visual.ts proves it).
      threshold: 0.03,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    // Debian's Chromium with our flags, seeing only the repository's fonts (fonts.conf).
    launchOptions: chromiumLaunchOptions(),
  },
});
