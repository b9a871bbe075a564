// Shared by the browser suites and benchmarks: launch Debian's Chromium through playwright-core.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

// Paths from the repository's root, where npm runs every script and test runner. (No
// import.meta: Playwright loads this file as CommonJS from its configs.)
const root = process.cwd();

/**
 * The fontconfig file that lets Chromium see only the repository's fonts: the pages bring their
 * web fonts, and this file gives every generic family and every missing glyph one fallback
 * (DejaVu, from the dejavu-fonts-ttf dev dependency) instead of whatever the machine has
 * installed. Screenshots then come out the same on any machine.
 */
const FONTCONFIG_FILE = path.join(root, '__tests__/support/fonts/fonts.conf');
const FALLBACK_FONTS = path.join(root, 'node_modules/dejavu-fonts-ttf/ttf');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (apt-get install chromium) or set CHROME_PATH.",
    );
  }
  return found;
}

/** The environment Chromium runs in: this process's, with the repository's fonts only. */
function chromiumEnv() {
  if (!fs.existsSync(FALLBACK_FONTS)) {
    throw new Error(`No fallback fonts in ${FALLBACK_FONTS}: run npm ci (dejavu-fonts-ttf).`);
  }
  return { ...process.env, FONTCONFIG_FILE };
}

/** Playwright's launch options for Debian's Chromium: its path, our flags, our fonts. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    env: chromiumEnv(),
  };
}

export function launchChromium() {
  return chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}
