import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  horizontalScroll,
  newPage,
  openBrowser,
  seriousA11yViolations,
  startSite,
  type Site,
} from './support';

describe('/connect', () => {
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

  for (const [name, width] of [
    ['desktop', 1280],
    ['mobile', 375],
  ] as const) {
    it(`shows the hero, the three feature blocks and their images (${name})`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${site.url}/connect/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Connect' }).waitFor();
      await page.getByRole('heading', { name: 'Meet Connect' }).waitFor();
      await page.getByRole('heading', { name: 'More about the app' }).waitFor();
      for (const heading of [
        'Login and Signup',
        'Chat',
        'Create Channel and video call on that channel',
      ]) {
        const block = page.getByRole('article', { name: heading });
        assert.equal(await block.locator('p').count(), 3);
        assert.equal(await block.getByRole('img').count(), 2);
      }
      // Every image loads (scroll so lazy ones are fetched).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForFunction(() =>
        Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
      );
      assert.equal(await horizontalScroll(page), 0, 'no horizontal scrolling');
      assert.deepEqual(await seriousA11yViolations(page), []);
      assert.deepEqual(page.consoleErrors, []);
      await page.context().close();
    });
  }

  it("the 'Code' link opens the repository in a new tab without the opener", async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/connect/`, { waitUntil: 'networkidle' });
    const code = page.getByRole('link', { name: 'Code' });
    assert.match((await code.getAttribute('href')) ?? '', /^https:\/\/github\.com\/.+\/connect$/);
    assert.equal(await code.getAttribute('target'), '_blank');
    assert.equal(await code.getAttribute('rel'), 'noopener noreferrer');
    await page.context().close();
  });
});
