import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  newPage,
  openBrowser,
  seriousA11yViolations,
  startSite,
  type Site,
  type TrackedPage,
} from './support';

// A 4xx answer makes Chromium itself log "Failed to load resource"; that is the expected
// answer here, not an error in our code, so only the other console errors count.
const ownErrors = (page: TrackedPage) =>
  page.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'));

describe('account: signup, login, logout', () => {
  let site: Site;
  let browser: Browser;
  // Unique per run: the database may outlive one test run (see the report on PGLITE_DIR).
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    username: `priya_${run}`,
    email: `priya.${run}@example.com`,
    password: 'a long enough passphrase 42',
  };
  before(async () => {
    site = await startSite();
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function fillSignup(page: TrackedPage, confirm: string) {
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(confirm);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  }

  it('signup: a mismatch shows under Confirm Password and sends nothing', async () => {
    const page = await newPage(browser);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/')) sent.push(r.url());
    });
    await page.goto(`${site.url}/signup/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await fillSignup(page, 'something else');
    await page.getByText('Passwords do not match').waitFor();
    assert.deepEqual(sent, []);
    assert.equal(await page.getByLabel('Username').inputValue(), account.username);
    assert.deepEqual(await seriousA11yViolations(page), []);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('signup: success clears the form and goes to /login; a duplicate shows the Error dialog', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/signup/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await fillSignup(page, account.password);
    await page.waitForURL(/\/login\/?$/);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: "Don't have an account ?" }).click();
    await page.waitForURL(/\/signup\/?$/);
    await page.getByLabel('Username').waitFor();
    await fillSignup(page, account.password);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /already|exists|taken|use/i);
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Email').inputValue(), account.email);
    assert.deepEqual(ownErrors(page), []);
    await page.context().close();
  });

  it("login: a wrong password shows the server's message and keeps the values", async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/login/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    assert.ok(((await dialog.textContent()) ?? '').length > 'ErrorClose'.length);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Email').inputValue(), account.email);
    assert.equal(await page.getByLabel('Password').inputValue(), 'not the password');
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    assert.deepEqual(ownErrors(page), []);
    await page.context().close();
  });

  it('login: success stores the whole response and goes to /blog; logout ends it', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/login/`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/blog\/?$/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
    assert.equal(typeof stored.message, 'string');
    assert.equal(stored.user.username, account.username);
    assert.equal(typeof stored.user.userId, 'string');

    // Back on /login while logged in: offered the blog or logging out.
    await page.goto(`${site.url}/login/`, { waitUntil: 'networkidle' });
    await page.getByText('You are logged in as').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go to the blog' }).isVisible(), true);
    assert.equal(await page.getByLabel('Email').count(), 0);

    // The header's user menu: username, then Logout.
    await page.getByRole('button', { name: account.username }).click();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    assert.equal((await logout).status(), 200);
    await page.getByLabel('Email').waitFor();
    assert.match(page.url(), /\/login\/?$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    assert.deepEqual(ownErrors(page), []);
    await page.context().close();
  });

  it('a failed logout call is only logged and the local session still ends', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/login/`, { waitUntil: 'networkidle' });
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({ message: 'ok', user: { userId: 'u1', username: 'ghost' } }),
      ),
    );
    await page.reload();
    await page.route('**/api/auth/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    assert.deepEqual(ownErrors(page), []);
    await page.context().close();
  });

  it('a corrupt or stale stored user is discarded, never a crash', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/login/`, { waitUntil: 'networkidle' });
    for (const raw of ['{broken', JSON.stringify({ username: 'old-shape' })]) {
      await page.evaluate((value) => localStorage.setItem('user', value), raw);
      await page.reload();
      // The stored value is read (and a bad one removed) right after hydration.
      await page.waitForFunction(() => localStorage.getItem('user') === null);
      await page.getByLabel('Email').waitFor();
    }
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });
});
