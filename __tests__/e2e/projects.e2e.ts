import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  horizontalScroll,
  test,
} from './fixtures';

async function drag(page: Page, dx: number) {
  const box = await page.getByRole('img', { name: /^Card \d$/ }).boundingBox();
  expect(box, 'the top card is on screen').not.toBeNull();
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

test.describe('/projects', () => {
  test('a purple page titled Projects: drag, keys and buttons go through three cards', async ({
    page,
  }) => {
    await gotoHydrated(page, '/projects/');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Projects' })).toHaveCSS(
      'background-color',
      'rgb(90, 24, 154)',
    );
    await expectNoSeriousA11yViolations(page);

    await drag(page, 60);
    // A short drag springs back: the first card settles where it started.
    await expect(page.getByRole('img', { name: 'Card 1' })).toHaveCSS(
      'transform',
      'matrix(1, 0, 0, 1, 0, 0)',
    );
    await expect(page.getByText('Card 1 of 3'), 'a short drag springs back').toBeVisible();
    await drag(page, -160);
    await expect(page.getByText('Card 2 of 3')).toBeVisible();
    await page.getByRole('group', { name: 'Projects cards' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Card 3 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Swipe left' }).click();
    await expect(page.getByText('No cards left')).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByText('Card 1 of 3')).toBeVisible();
  });

  test('with reduced motion the card goes at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/projects/');
    await expect(page.getByText('Card 1 of 3')).toBeVisible();
    // Record every exit animation the deck starts (a card marked data-exiting while it leaves).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { exits: string[] }).exits = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const value = (r.target as Element).getAttribute('data-exiting');
          if (value) seen.push(value);
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-exiting'] });
    });
    await page.getByRole('button', { name: 'Swipe right' }).click();
    await expect(page.getByText('Card 2 of 3')).toBeVisible();
    const exits = await page.evaluate(() => (window as unknown as { exits: string[] }).exits);
    expect(exits, 'no exit animation').toEqual([]);
    await expect(page.getByRole('img', { name: 'Card 2' })).toHaveCSS('transition-duration', /^0s/);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

    test('works on a 375px touch screen', async ({ page }) => {
      await gotoHydrated(page, '/projects/');
      await expect(page.getByText('Card 1 of 3')).toBeVisible();
      await drag(page, 140);
      await expect(page.getByText('Card 2 of 3')).toBeVisible();
      expect(await horizontalScroll(page), 'no horizontal scrolling').toBe(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
