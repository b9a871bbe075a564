// Issue 18, as a reader meets it on the built site: search from the keyboard, the table of
// contents while reading, heading links, each post's own social card, structured data, and the
// web app manifest with a theme colour per mode.
import sharp from 'sharp';
import { checkStructuredData, jsonLdOf, ldTypes } from '../support/structuredData';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  horizontalScroll,
  test,
} from './fixtures';

/** A word that only this post's body has (not its title or headings). */
const BODY_WORD = 'concurrently';
const SLUG = 'postgres-indexes-explained';
const TITLE = 'PostgreSQL Indexes Explained for Web Developers';

test.describe('search', () => {
  test('finds a post by a word from its body with the keyboard alone, loading nothing before', async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/pagefind\/|search/i.test(new URL(request.url()).pathname)) {
        searchRequests.push(request.url());
      }
    });
    await gotoHydrated(page, '/blog');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(searchRequests, 'nothing of search loads until it is opened').toEqual([]);

    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search posts' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type(BODY_WORD);
    const option = dialog.getByRole('option', { name: new RegExp(TITLE) });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText(new RegExp(BODY_WORD, 'i'));
    expect(searchRequests.some((url) => url.includes('/pagefind/'))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('opens from the header button on a phone, filters by category and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Search posts' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search posts' });
    // The dialog's code loads on the first press; the field takes focus once it is there.
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('index');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const all = await dialog.getByRole('option').count();
    const filter = dialog.getByRole('button', { name: 'Databases' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    // Only posts in Databases are left, and fewer than before.
    await expect
      .poll(async () => {
        const texts = await dialog.getByRole('option').allInnerTexts();
        return (
          texts.length > 0 && texts.length < all && texts.every((t) => t.includes('Databases'))
        );
      })
      .toBe(true);
    await expect(dialog.getByRole('status').first()).toContainText('in Databases');
    expect(await horizontalScroll(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('reading a long post', () => {
  test('the table of contents sits beside the text and follows the section being read', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `/blog/${SLUG}`);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible();
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const article = await page.locator('article').first().boundingBox();
    const tocBox = await toc.boundingBox();
    expect(tocBox!.x, 'beside the text, not above it').toBeGreaterThan(
      article!.x + article!.width - tocBox!.width - 1,
    );

    const third = page.getByRole('heading', { level: 2, name: 'Match the index to the query' });
    await third.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect(toc.getByRole('link', { name: 'Match the index to the query' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc).toBeInViewport();
  });

  test('on a phone it is collapsed above the text and opens on demand', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, `/blog/${SLUG}`);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const entry = toc.getByRole('link', { name: 'Find the slow query first' });
    await expect(entry).toBeHidden();
    await toc.getByText('On this page').click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/#find-the-slow-query-first$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Find the slow query first' }),
    ).toBeInViewport();
    expect(await horizontalScroll(page)).toBe(0);
  });

  test('every heading has an anchor link and a control that copies its address', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `/blog/${SLUG}`);
    const headings = page.locator('#post-body h2');
    const count = await headings.count();
    for (let index = 0; index < count; index += 1) {
      const id = await headings.nth(index).getAttribute('id');
      expect(id).toMatch(/^[a-z0-9-]+$/);
      await expect(page.locator(`article a[href="#${id}"]`).first()).toBeAttached();
    }
    await page
      .getByRole('button', { name: /Copy link to section Find the slow query first/ })
      .click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/blog/${SLUG}#find-the-slow-query-first$`));
    expect(new URL(copied).pathname).toBe(`/blog/${SLUG}`);
    expect(baseURL).toBeTruthy();
  });
});

test.describe('what a shared link and a search engine see', () => {
  test('every post has its own 1200x630 card as og:image and twitter:image', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const posts = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(posts.length).toBeGreaterThan(10);
    const cards = new Set<string>();
    for (const path of posts) {
      const html = await (await request.get(path)).text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image');
      expect(image, path).toMatch(new RegExp(`/og/blog/${path.split('/').pop()}\\.png$`));
      expect(meta('twitter:image'), path).toBe(image);
      expect(meta('og:image:width'), path).toBe('1200');
      expect(meta('og:image:height'), path).toBe('630');
      expect(meta('og:image:alt')?.length, path).toBeGreaterThan(10);
      const response = await request.get(new URL(image!).pathname);
      expect(response.headers()['content-type'], path).toBe('image/png');
      const body = await response.body();
      const { width, height } = await sharp(body).metadata();
      expect([width, height], path).toEqual([1200, 630]);
      cards.add(body.toString('base64'));
    }
    expect(cards.size, 'each card is its own').toBe(posts.length);
  });

  test('structured data on /, /blog and a post passes the schema.org and Google checks', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const expected: [string, string[]][] = [
      ['/', ['Person', 'WebSite']],
      ['/blog', ['Blog']],
      [`/blog/${SLUG}`, ['BlogPosting']],
    ];
    for (const [path, types] of expected) {
      const html = await (await request.get(path)).text();
      const roots = jsonLdOf(html, path);
      expect(ldTypes(roots), path).toEqual(types);
      // The built site names its own origin (GATSBY_SITE_URL); the check follows it.
      const siteOrigin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? origin)
        .origin;
      expect(checkStructuredData(roots, { origin: siteOrigin }), path).toEqual([]);
    }
  });

  test('the manifest and its icons install the site, in the colour of the mode shown', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'minimal-ui' });
    expect(manifest.name).toContain('Aarav Mehta');
    const purposes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; purpose?: string }[]) {
      const response = await request.get(`/${icon.src.replace(/^\//, '')}`);
      expect(response.status(), icon.src).toBe(200);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      purposes.add(icon.purpose ?? 'any');
    }
    expect([...purposes].sort()).toEqual(['any', 'maskable']);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      /apple-touch-icon\.png$/,
    );

    const themeColors = () =>
      page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
    const light = await themeColors();
    expect(light).toHaveLength(2);
    await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
    await expect.poll(themeColors).not.toEqual(light);
    const dark = await themeColors();
    expect(dark[0]).toBe(dark[1]);
  });
});
