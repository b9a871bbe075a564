import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage, openBrowser, seriousA11yViolations, startSite, type Site } from './support';

describe('smoke: the built site on our server', () => {
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

  it('answers the health check', async () => {
    const res = await fetch(`${site.url}/api/health`);
    assert.equal(res.status, 200);
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await newPage(browser, { colorScheme: 'light' });
    await page.goto(site.url);
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('dark')),
      false,
    );
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('dark')),
      true,
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');

    await page.reload();
    // The head script applied the class before hydration; the toggle now offers light.
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('dark')),
      true,
    );
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(15, 18, 32)');
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('starts dark when nothing is stored and the system prefers dark', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(site.url);
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('dark')),
      true,
    );
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('opens the mobile menu at 700px', async () => {
    const page = await newPage(browser, { viewport: { width: 700, height: 900 } });
    await page.goto(site.url);
    const contact = page.getByRole('link', { name: 'Contact me' });
    assert.equal(await contact.isVisible(), false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.equal(await contact.isVisible(), true);
    await contact.click();
    assert.equal(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
      'false',
    );
    assert.deepEqual(page.consoleErrors, []);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.context().close();
  });
});
