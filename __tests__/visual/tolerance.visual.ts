// The runner's own test: its tolerance must be able to fail. The smallest real design change a
// reviewer would want to see, a button whose pill shape became 8 px corners, has to fail the
// baseline of Button's story, not pass as noise under the allowed share of changed pixels.
import { expect, test } from '@playwright/test';
import {
  CLIP_MARGIN,
  readStoryIndex,
  storyArea,
  storyUrl,
  waitForStory,
} from './storybook';

const STORY = 'primitives-button--solid';
const BASELINE = `${STORY}-desktop-light.png`;

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

test("a button's corners changed from a pill to 8 px fail its story's baseline", async ({
  page,
}) => {
  const update = test.info().config.updateSnapshots;
  // Comparing against a baseline is the point; while baselines are rewritten it would write one.
  test.skip(update === 'all' || update === 'changed', 'compares with baselines, never writes one');

  const entry = readStoryIndex().find((story) => story.id === STORY);
  if (!entry) throw new Error(`${STORY} is not in Storybook's index`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(storyUrl(STORY));
  await waitForStory(page, entry);
  const clip = await page.evaluate(storyArea, CLIP_MARGIN);

  // As it is, the story matches its baseline, so the failure below is the change's.
  await expect(page).toHaveScreenshot(BASELINE, { fullPage: true, clip });

  await page.addStyleTag({ content: '#storybook-root button { border-radius: 8px !important; }' });
  const failure = await expect(page)
    .toHaveScreenshot(BASELINE, { fullPage: true, clip, timeout: 3_000 })
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  expect(failure, 'the changed corners passed the comparison').toMatch(
    /pixels \(ratio [\d.]+ of all image pixels\) are different/,
  );
});
