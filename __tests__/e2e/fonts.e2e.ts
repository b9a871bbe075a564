import { fontFiles } from '../../ui/theme';
import { expect, gotoHydrated, test } from './fixtures';

const INTER = fontFiles.body;
const MONO = fontFiles.mono;

test.describe('self-hosted fonts', () => {
  test('the page text is set in Inter, fetched once with the HTML (the preload is used)', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requests.push(new URL(request.url()).pathname);
    });
    const fontResponse = page.waitForResponse((res) => res.url().endsWith(INTER));
    await gotoHydrated(page, '/');
    const response = await fontResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('font/woff2');
    await page.evaluate(() => document.fonts.ready);
    // A preload whose crossorigin or type does not match the @font-face is fetched twice.
    expect(requests.filter((path) => path === INTER)).toHaveLength(1);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter/);
    expect(
      await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Aarav')),
    ).toBe(true);
  });

  test('code in a post is set in JetBrains Mono, which only pages with code fetch', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    // First a page without code, while nothing is cached.
    await gotoHydrated(page, '/connect/');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).not.toContain(MONO);

    await gotoHydrated(page, '/blog/react-useeffect-cleanup');
    await page.evaluate(() => document.fonts.ready);
    const code = page.locator('pre code').first();
    expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?JetBrains Mono/,
    );
    expect(fonts).toContain(MONO);
  });
});
