// Every story of the static Storybook, screenshotted and compared with its committed baselines.
// Only public interfaces: the story list comes from index.json, each story is opened through
// iframe.html with Storybook's `globals` URL parameter, and "rendered" is read from the page.
//
// The runner applies width and colour mode; stories never set them for it. From the story's
// tags in index.json:
//   - every story: 1280 px, light and dark;
//   - tagged `responsive` (section/page-level components, and widgets whose wrapping matters):
//     also 375 px in light, unless it has a play function (Storybook tags those `play-fn`):
//     an interaction's end state is checked at 1280, a state's phone layout by its own story.
//     Colours are the same CSS variables at every width, so dark is checked at 1280;
//   - tagged `phone-only` (a state that exists only on a phone, e.g. the open hamburger menu):
//     375 px only, light and dark;
//   - tagged `no-visual`: not screenshotted.
//
// The story's first shot (light) also runs axe over Storybook's root, as the a11y addon's
// `test: 'error'` asks: any violation fails it. Contrast in dark is checked on every page and
// state of the built site (__tests__/pages) and shown per colour role in Foundations/Colours.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DARK_CLASS } from '../../ui/theme/colorModeScript';
import { axeViolations } from '../support/axe';
import { loadAllImages } from '../support/loadAllImages';
import { readStoryIndex, type IndexEntry } from './storybook';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 800 },
} as const;

type ViewportName = keyof typeof VIEWPORTS;
type ColorMode = 'light' | 'dark';
type Shot = {
  entry: IndexEntry;
  viewport: ViewportName;
  mode: ColorMode;
  file: string;
  /** Run axe on this shot (the story's first). */
  a11y: boolean;
};

const darkClass = new RegExp(`\\b${DARK_CLASS}\\b`);

function shotsOf(entry: IndexEntry): Shot[] {
  const tags = entry.tags ?? [];
  const combos: [ViewportName, ColorMode][] = [];
  if (tags.includes('no-visual')) return [];
  if (tags.includes('phone-only')) {
    combos.push(['phone', 'light'], ['phone', 'dark']);
  } else {
    combos.push(['desktop', 'light'], ['desktop', 'dark']);
    if (tags.includes('responsive') && !tags.includes('play-fn')) combos.push(['phone', 'light']);
  }
  return combos.map(([viewport, mode], i) => ({
    entry,
    viewport,
    mode,
    file: `${entry.id}-${viewport}-${mode}.png`,
    a11y: i === 0,
  }));
}

const shots = readStoryIndex()
  .filter((entry) => entry.type === 'story')
  .flatMap(shotsOf);

function storyUrl(id: string, mode: ColorMode): string {
  const base = process.env.STORYBOOK_URL;
  if (!base) throw new Error('STORYBOOK_URL is not set: run through playwright.config.ts');
  // a11y.manual: the a11y addon's automatic axe run is for the Storybook UI; it only costs time here.
  const globals = `colorMode:${mode};a11y.manual:!true`;
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`;
}

/** Resolves once the DOM has not changed for `quietMs` (a play function has finished). */
function domSettled(page: Page, quietMs = 250, maxMs = 10_000): Promise<void> {
  return page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    { quietMs, maxMs },
  );
}

/** Storybook's error display (a render error or a failing play function), if it is showing. */
async function storyError(page: Page): Promise<string | null> {
  const message = page.locator('#error-message');
  return (await message.isVisible()) ? await message.innerText() : null;
}

/**
 * The story is in #storybook-root (or Storybook shows an error), its play function (Storybook
 * tags those stories `play-fn`) has stopped changing the page, fonts and all images are in.
 */
async function waitForStory(page: Page, entry: IndexEntry): Promise<void> {
  await expect(
    page.locator('#storybook-root > *, body.sb-show-errordisplay').first(),
  ).toBeAttached({ timeout: 20_000 });
  if (entry.tags?.includes('play-fn')) await domSettled(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(loadAllImages, undefined);
}

/**
 * One browser context per worker, a fresh page per shot: the static server lets the browser
 * cache Storybook's scripts, so each story loads in a fraction of a cold start. Stories keep no
 * state in the browser (ui/ is stateless; the colour mode comes with the URL).
 */
const storyTest = test.extend<{ storyPage: Page }, { storybook: BrowserContext }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storybook }, use) => {
    const page = await storybook.newPage();
    await use(page);
    await page.close();
  },
});

for (const shot of shots) {
  storyTest(`${shot.entry.id} ${shot.viewport} ${shot.mode}`, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A failing play function does not show Storybook's error display: the preview reports it
    // with console.error (as it does any other error a story logs).
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`);
    });
    await page.setViewportSize(VIEWPORTS[shot.viewport]);
    await page.emulateMedia({ colorScheme: shot.mode, reducedMotion: 'reduce' });
    await page.goto(storyUrl(shot.entry.id, shot.mode));
    await waitForStory(page, shot.entry);
    expect(await storyError(page), 'Storybook shows an error').toBeNull();
    // The preview's decorator took the colour mode from the URL's globals.
    const html = expect(page.locator('html'));
    if (shot.mode === 'dark') await html.toHaveClass(darkClass);
    else await html.not.toHaveClass(darkClass);
    await expect(page).toHaveScreenshot(shot.file, { fullPage: true });
    expect(await storyError(page), 'Storybook shows an error').toBeNull();
    if (shot.a11y)
      expect
        .soft(await axeViolations(page, { include: '#storybook-root' }), 'axe violations')
        .toEqual([]);
    expect(pageErrors, 'errors thrown or logged in the page (a failing play function)').toEqual([]);
  });
}

/** A story that is removed or renamed leaves baselines behind; --update-snapshots deletes them. */
test('every baseline belongs to a story', () => {
  const dir = path.join(__dirname, 'baselines');
  const expected = new Set(shots.map((shot) => shot.file));
  const orphans = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !expected.has(f)) : [];
  const update = test.info().config.updateSnapshots;
  if (update === 'all' || update === 'changed') {
    for (const file of orphans) fs.rmSync(path.join(dir, file));
    return;
  }
  expect(orphans, 'baselines without a story (run with --update-snapshots to delete)').toEqual(
    [],
  );
});
