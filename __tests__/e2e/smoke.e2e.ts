import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './fixtures';

test.describe('smoke: the built site on our server', () => {
  test('answers the health check', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
  });

  test('keeps the chosen theme across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).not.toContainClass('dark');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toContainClass('dark');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    // The head script applied the class before hydration; the toggle now offers light.
    await expect(html).toContainClass('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 18, 32)');
  });

  test('starts dark when nothing is stored and the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toContainClass('dark');
  });

  test('follows the system scheme during the visit until a theme is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).not.toContainClass('dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toContainClass('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    // The visitor's choice wins from then on.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).not.toContainClass('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).not.toContainClass('dark');
  });

  test('opens the mobile menu at 700px', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await gotoHydrated(page, '/');
    const contact = page.getByRole('link', { name: 'Contact me' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(contact).toBeHidden();
    await menu.click();
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
  });
});
