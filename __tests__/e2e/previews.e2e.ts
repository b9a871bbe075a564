// The owner shares a draft: /admin's Drafts tab makes a private preview link, a visitor without
// an account opens it and reads the draft with the site's post components, and a revoked link
// says so. The server reads a copy of __tests__/fixtures/drafts-content (one draft).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { TestSmtp } from '../support/smtp';
import { expect, gotoHydrated, test, uniqueAccount, verifyByMail } from './fixtures';

// Its own owner address (OWNER_EMAILS below): the worker's mail server also holds the mails
// other servers sent to the usual owner's address, with links this server does not know.
const OWNER = uniqueAccount('owner');

/** The owner, signed up, with the address verified from the mail (the role needs it), logged in. */
async function ownerContext(browser: Browser, baseURL: string, smtp: TestSmtp) {
  const context = await browser.newContext({ baseURL });
  const signup = await context.request.post('/api/auth/signup', { data: OWNER });
  expect([201, 409]).toContain(signup.status());
  await verifyByMail(context.request, smtp, OWNER.email);
  const login = await context.request.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  expect(login.status()).toBe(200);
  const session = JSON.stringify(await login.json());
  await context.addInitScript((value) => localStorage.setItem('user', value), session);
  return context;
}

test('a private preview link shows a draft to a visitor without an account, until revoked', async ({
  browser,
  launchSite,
  smtp,
}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-e2e-'));
  fs.cpSync(path.resolve('__tests__/fixtures/drafts-content'), path.join(dir, 'content'), {
    recursive: true,
  });
  try {
    const site = await launchSite({
      CONTENT_DIR: path.join(dir, 'content'),
      OWNER_EMAILS: OWNER.email,
    });
    const owner = await ownerContext(browser, site.url, smtp);
    const admin = await owner.newPage();
    await gotoHydrated(admin, '/admin');
    await admin.getByRole('tab', { name: 'Drafts' }).click();
    const draft = admin.getByRole('article', { name: /Work in progress/ });
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    await draft.getByRole('button', { name: 'Create preview link' }).click();
    const address = draft.getByRole('textbox', { name: 'New preview link (shown once)' });
    await expect(address).toHaveValue(/\/preview#[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    expect(url.startsWith(`${site.url}/preview#`)).toBe(true);

    // Someone else, with nothing but the link.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const response = await page.goto(url);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work in progress' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Private preview of a draft.');
    await expect(page.getByText('First the words, then the pictures.')).toBeVisible();
    const cover = page.getByRole('img', { name: 'A violet square with a pale circle' });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    // Revoked in /admin: the link is dead.
    await draft.getByRole('button', { name: 'Revoke' }).click();
    await expect(address).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('This preview link has expired or does not exist.')).toBeVisible();
    await visitor.close();
    await owner.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
