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
// A story is loaded once for all its shots: in the toolbar's System colour mode, which follows
// the browser's colour scheme as a first visit to the site does, so the runner switches light
// and dark by emulating the scheme, then narrows the window for the phone shot (as a visitor
// resizing it would). Loading Storybook's preview is most of a shot's cost. A story with a play
// function is loaded again for each shot: its interaction runs in that colour mode.
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
import {
  CLIP_MARGIN,
  readStoryIndex,
  storyArea,
  storyError,
  storyUrl,
  waitForStory,
  type IndexEntry,
} from './storybook';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 800 },
} as const;

type ViewportName = keyof typeof VIEWPORTS;
type ColorMode = 'light' | 'dark';
type Shot = { entry: IndexEntry; viewport: ViewportName; mode: ColorMode; file: string };

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
  return combos.map(([viewport, mode]) => ({
    entry,
    viewport,
    mode,
    file: `${entry.id}-${viewport}-${mode}.png`,
  }));
}

const stories = readStoryIndex()
  .filter((entry) => entry.type === 'story')
  .map((entry) => ({ entry, shots: shotsOf(entry) }))
  .filter(({ shots }) => shots.length > 0);
const shots = stories.flatMap((story) => story.shots);

/**
 * One browser context per worker, a fresh page per story: the static server lets the browser
 * cache Storybook's scripts, so each story loads in a fraction of a cold start. Stories keep no
 * state in the browser (ui/ is stateless; the colour mode follows the emulated scheme).
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

for (const { entry, shots: storyShots } of stories) {
  storyTest(entry.id, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A failing play function does not show Storybook's error display: the preview reports it
    // with console.error (as it does any other error a story logs).
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`);
    });
    // A play function is an interaction done in one colour mode: it runs again for the other.
    const loads = entry.tags?.includes('play-fn') ? storyShots.map((shot) => [shot]) : [storyShots];
    for (const load of loads) {
      const [opening] = load;
      if (!opening) continue;
      await page.setViewportSize(VIEWPORTS[opening.viewport]);
      await page.emulateMedia({ colorScheme: opening.mode, reducedMotion: 'reduce' });
      await page.goto(storyUrl(entry.id));
      await waitForStory(page, entry);
      expect(await storyError(page), 'Storybook shows an error').toBeNull();

      for (const shot of load) {
        await test.step(`${shot.viewport} ${shot.mode}`, async () => {
          await page.setViewportSize(VIEWPORTS[shot.viewport]);
          await page.emulateMedia({ colorScheme: shot.mode });
          // The preview's decorator followed the emulated scheme (System mode).
          const html = expect(page.locator('html'));
          if (shot.mode === 'dark') await html.toHaveClass(darkClass);
          else await html.not.toHaveClass(darkClass);
          // A narrower window may ask for other image candidates.
          await page.evaluate(loadAllImages, undefined);
          const clip = await page.evaluate(storyArea, CLIP_MARGIN);
          await expect.soft(page).toHaveScreenshot(shot.file, { fullPage: true, clip });
          if (shot === storyShots[0])
            expect
              .soft(await axeViolations(page, { include: '#storybook-root' }), 'axe violations')
              .toEqual([]);
        });
      }
    }
    expect(await storyError(page), 'Storybook shows an error').toBeNull();
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
