import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  horizontalScroll,
  scrollThrough,
  test,
} from './fixtures';

const FEATURES = ['Login and Signup', 'Chat', 'Create Channel and video call on that channel'];

test.describe('/connect', () => {
  for (const [name, width] of [
    ['desktop', 1280],
    ['mobile', 375],
  ] as const) {
    test(`shows the hero, the three feature blocks and their images (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/connect/');
      await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Meet Connect' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'More about the app' })).toBeVisible();
      for (const heading of FEATURES) {
        const block = page.getByRole('article', { name: heading });
        await expect(block.locator('p')).toHaveCount(3);
        await expect(block.getByRole('img')).toHaveCount(2);
      }
      // Every image loads (scroll so lazy ones are fetched).
      await scrollThrough(page, 400);
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      expect(await horizontalScroll(page), 'no horizontal scrolling').toBe(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the 'Code' link opens the repository in a new tab without the opener", async ({ page }) => {
    await page.goto('/connect/');
    const code = page.getByRole('link', { name: 'Code' });
    await expect(code).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/connect$/);
    await expect(code).toHaveAttribute('target', '_blank');
    await expect(code).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
