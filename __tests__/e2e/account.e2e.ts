import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
  uniqueAccount,
  type Account,
  type Session,
} from './fixtures';

// A 4xx answer (or an aborted request) makes Chromium itself log "Failed to load resource";
// where a test asks for one, that is the expected answer, not an error in our code.
const FAILED_LOAD = /^Failed to load resource/;

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

async function fillSignup(page: Page, account: Account, confirm: string) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test.describe('account: signup, login, logout', () => {
  test('signup: a mismatch shows under Confirm Password and sends nothing', async ({ page }) => {
    const account = uniqueAccount('priya');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/')) sent.push(r.url());
    });
    await gotoHydrated(page, '/signup/');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillSignup(page, account, 'something else');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expectNoSeriousA11yViolations(page);
  });

  test('signup: success clears the form and goes to /login; a taken username shows the Error dialog', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    const account = uniqueAccount('priya');
    await gotoHydrated(page, '/signup/');
    await fillSignup(page, account, account.password);
    await expect(page).toHaveURL(/\/login\/?$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByRole('link', { name: "Don't have an account ?" }).click();
    await expect(page).toHaveURL(/\/signup\/?$/);
    await expect(page.getByLabel('Username')).toHaveValue('');
    // The same username with another address (a known address gets the same answer as a new
    // one: its owner is told by mail, docs/accounts.md).
    await fillSignup(page, { ...account, email: `other.${account.email}` }, account.password);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('This username is already taken');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveValue(`other.${account.email}`);
  });

  test("login: a wrong password shows the server's message and keeps the values", async ({
    page,
    user,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    await gotoHydrated(page, '/login/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('Invalid email or password');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByLabel('Password')).toHaveValue('not the password');
    expect(await storedUser(page)).toBeNull();
  });

  test('login: success stores the whole response and goes to /blog; logout ends it', async ({
    page,
    user,
  }) => {
    await gotoHydrated(page, '/login/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    const stored = JSON.parse((await storedUser(page)) ?? 'null') as Session;
    expect(stored).toEqual({
      message: expect.any(String),
      user: { userId: expect.any(String), username: user.username, email: user.email },
    });

    // Back on /login while logged in: offered the blog or logging out.
    await gotoHydrated(page, '/login/');
    await expect(page.getByText('You are logged in as')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the blog' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);

    // The header's user menu: username, then Logout.
    await page.getByRole('button', { name: user.username }).click();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/?$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('a failed logout call is only logged and the local session still ends', async ({
    loggedInPage: page,
    user,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    await gotoHydrated(page, '/login/');
    await expect(page.getByText(`You are logged in as ${user.username}`)).toBeVisible();
    await page.route('**/api/auth/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test('a corrupt or stale stored user is discarded, never a crash', async ({ page }) => {
    await gotoHydrated(page, '/login/');
    for (const raw of ['{broken', JSON.stringify({ username: 'old-shape' })]) {
      await page.evaluate((value) => localStorage.setItem('user', value), raw);
      await page.reload();
      // The stored value is read (and a bad one removed) right after hydration.
      await expect.poll(() => storedUser(page)).toBeNull();
      await expect(page.getByLabel('Email')).toBeVisible();
    }
  });
});
