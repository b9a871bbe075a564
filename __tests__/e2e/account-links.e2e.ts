// Accounts a reader can trust (issue 36), in Chromium against the built site and a real SMTP
// server (the worker's, __tests__/support/smtp.ts): the verification mail after signup, the
// password reset that signs an older session out, the owner's role waiting for a verified
// address, a passkey made on /account (the password first) signing in from /login (Chromium's
// virtual authenticator) and ended from the mail that told of it, the data download, and
// deleting the account.
import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  mailTo,
  test,
  uniqueAccount,
  verifyByMail,
  type Account,
  type Session,
} from './fixtures';
import { linkIn } from '../support/smtp';

const FAILED_LOAD = /^Failed to load resource/;
const NEW_PASSWORD = 'a brand new passphrase 42';

/** Every route of the owner's API, with a body where it takes one. */
const ADMIN_ROUTES: [method: string, path: string, body?: object][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/comments?status=all'],
  ['PATCH', '/api/admin/comments/00000000-0000-4000-8000-000000000000', { hidden: true }],
  ['DELETE', '/api/admin/comments/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/moderation'],
  ['GET', '/api/admin/inbox'],
  ['PATCH', '/api/admin/inbox/00000000-0000-4000-8000-000000000000', { read: true }],
  ['GET', '/api/admin/builds'],
  ['POST', '/api/admin/builds', {}],
  ['GET', '/api/admin/analytics?days=28'],
];

async function fillSignup(page: Page, account: Account) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function logInOnPage(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
}

/** A browser context logged in as `account` through the API, as the login page leaves one. */
async function loggedIn(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as Session;
  await context.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify(session),
  );
  return context;
}

async function expectStrangersAnswers(client: APIRequestContext, anyone: APIRequestContext) {
  for (const [method, url, body] of ADMIN_ROUTES) {
    const theirs = await client.fetch(url, { method, data: body });
    const anyones = await anyone.fetch(url, { method, data: body });
    expect(theirs.status(), `${method} ${url}`).toBe(404);
    expect(await theirs.text(), `${method} ${url}`).toBe(await anyones.text());
  }
}

test.describe('accounts: mailed links', () => {
  test('signup says to check the inbox; the mailed link verifies the address', async ({
    page,
    smtp,
    consoleErrors,
  }) => {
    // Opening the link again is answered 410, which Chromium logs.
    consoleErrors.allow(FAILED_LOAD);
    const account = uniqueAccount('verify');
    await gotoHydrated(page, '/signup/');
    await fillSignup(page, account);
    await expect(page).toHaveURL(/\/login\/?$/);
    const notice = page.getByRole('status').filter({ hasText: 'Check your inbox.' });
    await expect(notice).toContainText(account.email);
    await expect(notice.getByRole('button', { name: 'Send it again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await mailTo(smtp, account.email, 'Verify your email address');
    const link = linkIn(mail);
    expect(mail.html).toContain(`href="${link}"`);
    expect(link.startsWith(`${new URL(page.url()).origin}/verify-email/#token=`)).toBe(true);

    // Unverified, the account logs in and shows it on /account.
    await logInOnPage(page, account.email, account.password);
    await gotoHydrated(page, '/account/');
    await expect(page.getByText('Unverified')).toBeVisible();

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify your email address' }),
    ).toBeVisible();
    await expect(page.getByText(`Confirm that ${account.email} is the address`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByText('Your email address is verified.')).toBeVisible();

    await gotoHydrated(page, '/account/');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This link was already used.');
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  });

  test('forgot password: the mailed link sets a new password and signs an older session out', async ({
    page,
    user,
    smtp,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    const older = await loggedIn(browser, baseURL!, user);
    const olderPage = await older.newPage();
    await gotoHydrated(olderPage, '/account/');
    await expect(olderPage.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(olderPage.getByRole('region', { name: 'Profile' })).toContainText(user.username);

    await gotoHydrated(page, '/login/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(/If an account uses that address/)).toBeVisible();

    const mail = await mailTo(smtp, user.email, 'Choose a new password');
    await page.goto(linkIn(mail));
    await expect(page.getByText(`For the account ${user.username}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await mailTo(smtp, user.email, 'Your password was changed');

    // The older session is over: its /account asks it to log in.
    await olderPage.reload();
    await expect(olderPage.getByRole('link', { name: 'Log in' })).toBeVisible();
    await older.close();

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await logInOnPage(page, user.email, NEW_PASSWORD);
  });

  test('a tampered link gets a clear page with a way to ask again', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    await page.goto(`/reset-password/#token=${'A'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('not valid');
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    await page.goto('/verify-email/');
    await expect(page.getByRole('alert')).toContainText('cut short');
  });

  for (const address of ['owner@example.com', 'Owner@Example.com']) {
    test(`a stranger signed up as ${address} gets a stranger's 404 until the address is verified`, async ({
      launchSite,
      browser,
      smtp,
      playwright,
      consoleErrors,
    }) => {
      consoleErrors.allow(/404/);
      const site = await launchSite({ OWNER_EMAILS: 'owner@example.com' });
      const stranger = { ...uniqueAccount('claimant'), email: address };
      const context = await browser.newContext({ baseURL: site.url });
      const signup = await context.request.post('/api/auth/signup', { data: stranger });
      expect(signup.status()).toBe(201);
      const login = await context.request.post('/api/auth/login', {
        data: { email: address, password: stranger.password },
      });
      expect(login.status()).toBe(200);
      const anyone = await playwright.request.newContext({ baseURL: site.url });
      await expectStrangersAnswers(context.request, anyone);

      await context.addInitScript(
        (value) => localStorage.setItem('user', value),
        JSON.stringify(await login.json()),
      );
      const page = await context.newPage();
      await gotoHydrated(page, '/admin');
      await expect(page.getByText(/not an owner account/)).toBeVisible();

      // Once a link mailed to the address is opened, the role is the account's.
      // This server's mail (the worker's SMTP server hears every test's servers).
      const mail = await smtp.waitFor(
        'owner@example.com',
        (m) => m.subject === 'Verify your email address' && linkIn(m).startsWith(site.url),
        20_000,
      );
      await page.goto(linkIn(mail));
      await page.getByRole('button', { name: 'Verify my email address' }).click();
      await expect(page.getByText('Your email address is verified.')).toBeVisible();
      expect((await context.request.get('/api/admin/me')).status()).toBe(200);
      await anyone.dispose();
      await context.close();
    });
  }
});

test.describe('accounts: /account', () => {
  test('a passkey added on /account signs in from /login, and its mail ends it', async ({
    launchSite,
    browser,
    smtp,
  }) => {
    // WebAuthn takes a domain, not an IP address, as relying party: the site on localhost.
    const site = await launchSite({}, { host: 'localhost' });
    const account = uniqueAccount('passkey');
    const context = await browser.newContext({ baseURL: site.url });
    const signup = await context.request.post('/api/auth/signup', { data: account });
    expect(signup.status()).toBe(201);
    // Adding a passkey needs a verified address.
    await verifyByMail(context.request, smtp, account.email);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await logInOnPage(page, account.email, account.password);
    await gotoHydrated(page, '/account/');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByLabel('Name for a new passkey').fill('Test laptop');
    // The password goes first: a wrong one asks the browser for nothing.
    await passkeys.getByLabel('Your password').fill('not my password');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByText('That is not your current password (password)')).toBeVisible();
    await passkeys.getByLabel('Your password').fill(account.password);
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByText(/Passkey “Test laptop” added/)).toBeVisible();
    await expect(passkeys.getByText('Test laptop', { exact: true })).toBeVisible();
    const told = await mailTo(smtp, account.email, 'A passkey was added to your account');
    expect(told.text).toContain('A passkey named “Test laptop” was added');

    // Logged out, the passkey alone signs in: no email, no password.
    await page.getByRole('button', { name: account.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(page.getByRole('button', { name: account.username })).toBeVisible();

    // The mail's link says which passkey it ends; only its button ends it.
    await page.goto(linkIn(told));
    await expect(page.getByRole('heading', { level: 1, name: 'End a passkey' })).toBeVisible();
    await expect(page.getByText('End the passkey Test laptop of the account')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'End this passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey ended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'choose a new one' })).toBeVisible();
    // Ending it signed this browser out too.
    expect((await context.request.get('/api/account')).status()).toBe(401);
    await context.close();
  });

  test('download my data holds the reader’s comments; delete leaves them unable to log in', async ({
    loggedInPage: page,
    user,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    const text = `Kept in my data ${Date.now()}`;
    const comment = await page.request.post('/api/comments', {
      data: { postSlug: 'react-useeffect-cleanup', text },
    });
    expect(comment.status(), await comment.text()).toBe(201);

    await gotoHydrated(page, '/account/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`account-${user.username}.json`);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      account: { username: string };
      comments: { text: string; postSlug: string }[];
    };
    expect(data.account.username).toBe(user.username);
    expect(data.comments).toEqual([
      expect.objectContaining({ text, postSlug: 'react-useeffect-cleanup' }),
    ]);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page
      .getByRole('form', { name: 'Confirm deleting your account' })
      .getByLabel('Your password')
      .fill(user.password);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect(
      page.getByText('Your account and everything it wrote have been deleted.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await gotoHydrated(page, '/login/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Invalid email or password',
    );
    const comments = await page.request.get('/api/comments/react-useeffect-cleanup');
    expect(JSON.stringify(await comments.json())).not.toContain(text);
  });
});
