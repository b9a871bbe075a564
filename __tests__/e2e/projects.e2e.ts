import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  horizontalScroll,
  newPage,
  openBrowser,
  seriousA11yViolations,
  startSite,
  type Site,
} from './support';

async function drag(page: Page, dx: number) {
  const box = await page.getByRole('img', { name: /^Card \d$/ }).boundingBox();
  assert.ok(box);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe('/projects', () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('a purple page titled Projects: drag, keys and buttons go through three cards', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/projects/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const background = await page
      .getByRole('region', { name: 'Projects' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(background, 'rgb(90, 24, 154)');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await drag(page, 60);
    await page.waitForTimeout(400);
    assert.equal(
      await page.getByText('Card 1 of 3').isVisible(),
      true,
      'a short drag springs back',
    );
    await drag(page, -160);
    await page.getByText('Card 2 of 3').waitFor();
    await page.getByRole('group', { name: 'Projects cards' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Card 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Swipe left' }).click();
    await page.getByText('No cards left').waitFor();
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByText('Card 1 of 3').waitFor();
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('with reduced motion the card goes at once', async () => {
    const page = await newPage(browser, { reducedMotion: 'reduce' });
    await page.goto(`${site.url}/projects/`, { waitUntil: 'networkidle' });
    await page.getByText('Card 1 of 3').waitFor();
    const started = Date.now();
    await page.getByRole('button', { name: 'Swipe right' }).click();
    await page.getByText('Card 2 of 3').waitFor();
    assert.ok(Date.now() - started < 1000);
    const transition = await page
      .getByRole('img', { name: 'Card 2' })
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    assert.match(transition, /^0s/);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('works on a 375px touch screen', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 }, hasTouch: true });
    await page.goto(`${site.url}/projects/`, { waitUntil: 'networkidle' });
    await page.getByText('Card 1 of 3').waitFor();
    await drag(page, 140);
    await page.getByText('Card 2 of 3').waitFor();
    assert.equal(await horizontalScroll(page), 0, 'no horizontal scrolling');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.context().close();
  });
});
