// Page checks (__tests__/pages): every route and visitor state of the built site, at three widths
// in both themes, checked by layout.ts and compared with the committed screenshots in
// baselines/. `npm run test:pages -- --update-snapshots` rewrites the baselines.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { readFixtureContent } from '../../scripts/lib/fixture-content.mjs';

// The servers the tests start read the fixture content, as the build they serve did.
readFixtureContent();

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '*.pages.ts',
  // Every test is independent; each worker starts one server (the e2e `site` fixture).
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 120_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // What Chromium draws itself and redraws between builds, hidden (screenshot.css).
      stylePath: path.join(__dirname, '../support/screenshot.css'),
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../test-results/pages',
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/pages' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
