// Browser tests (__tests__/e2e) over the built site and the real server, in Debian's Chromium.
// No browser is downloaded: CHROME_PATH or /usr/bin/chromium (scripts/lib/browser.mjs).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/browser.mjs';
import { readFixtureContent } from './scripts/lib/fixture-content.mjs';

// The servers the tests start read the fixture content, as the build they serve did.
readFixtureContent();

const ci = Boolean(process.env.CI);

const OWN_MACHINE = ['make-it-yours.e2e.ts', 'develop.e2e.ts'];

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './__tests__/e2e/global-setup.ts',
  // Each worker starts its own server and browser; the machine has two cores.
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Generous: axe on the long landing page takes tens of seconds when the cores are busy.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/e2e' }]],
  projects: [
    { name: 'site', testIgnore: OWN_MACHINE },
    // Tests that build the site or run gatsby develop themselves, with figures the issues bound
    // (a published draft live within 60 s): after the others, one at a time, so no other
    // browser or build shares the two cores with them.
    { name: 'builds', testMatch: OWN_MACHINE, dependencies: ['site'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    // DOM snapshots, network and console of a failed test; no screencast, which doubled the
    // run time on a busy 2-core machine (the failure screenshot is taken anyway).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
