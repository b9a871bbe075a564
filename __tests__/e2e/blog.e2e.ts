import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoComments,
  gotoHydrated,
  test,
} from './fixtures';

/** A post of the sample dataset that has code and a video block. */
const SLUG = 'react-useeffect-cleanup';
const TITLE = "Understanding React's useEffect Cleanup";

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'page-data' || entry.name === 'static'
          ? []
          : jsFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    );
}

const isClapsCall = (url: string, method: string, wanted: string) =>
  url.includes(`/api/claps/${SLUG}`) && method === wanted;

test.describe('blog: list, post, claps, sharing and comments on the built site', () => {
  test('renders the post text into the static HTML and ships no highlighter or player', async ({
    request,
  }) => {
    const html = await (await request.get(`/blog/${SLUG}`)).text();
    expect(html).toMatch(/<h1[^>]*>Understanding React(&#x27;|'|&#39;)s useEffect Cleanup<\/h1>/);
    expect(html).toMatch(/Three cleanups I write all the time/);
    expect(html, 'code is highlighted at build time').toMatch(/class="hljs-keyword"/);
    expect(html).toMatch(/application\/ld\+json/);
    expect(html).toMatch(/"@type":"BlogPosting"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/react-useeffect-cleanup"/);
    expect(html).toMatch(/property="og:image" content="http[^"]+"/);
    expect(html).toMatch(/fetchpriority="high"/i);
    for (const file of jsFiles('public')) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${file} must not contain a highlighter`).not.toContain('registerLanguage');
      expect(text, `${file} must not contain the YouTube player`).not.toContain('iframe_api');
    }
  });

  test('serves rss.xml, sitemap.xml and robots.txt with full links', async ({ request }) => {
    const rss = await (await request.get('/rss.xml')).text();
    expect(rss).toMatch(/<rss version="2.0"/);
    expect(rss).toMatch(new RegExp(`<link>http[^<]+/blog/${SLUG}</link>`));
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>http[^<]+/blog/${SLUG}</loc>`));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
  });

  test('filters by category and keeps the choice across a reload', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Coding Blogs' })).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles.first()).toBeVisible();
    const all = await articles.count();
    expect(all, 'several posts').toBeGreaterThan(3);
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const devops = page.getByRole('button', { name: 'DevOps' });
    await devops.click();
    await expect(page).toHaveURL(/\?category=devops$/);
    await expect(devops).toHaveAttribute('aria-pressed', 'true');
    const filtered = await articles.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    for (const card of await articles.all()) {
      await expect(card.getByRole('list', { name: 'Categories' })).toContainText('DevOps');
    }
    await page.reload();
    await expect(devops).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(filtered);
    await expectNoSeriousA11yViolations(page);
  });

  test('opens a post from its card', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await page.getByRole('link', { name: /^Read Full Article: Understanding React/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Follow me on' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read More Articles' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toBeAttached();
    // No video script or frame until the facade is pressed.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('claps three times and the count survives a reload', async ({ page }) => {
    const loaded = page.waitForResponse((r) => isClapsCall(r.url(), r.request().method(), 'GET'));
    await gotoHydrated(page, `/blog/${SLUG}`);
    await loaded;
    const count = page.getByRole('status').filter({ hasText: /claps?$/ });
    const shown = async () => Number((await count.innerText()).replace(/\D/g, ''));
    const before = await shown();
    // Fast clicks are batched: however the POSTs fall, together they must add exactly 3.
    let sent = 0;
    let answered = 0;
    const clapsIn = (body: string | null) => (JSON.parse(body ?? '{}') as { count: number }).count;
    page.on('request', (r) => {
      if (isClapsCall(r.url(), r.method(), 'POST')) sent += clapsIn(r.postData());
    });
    page.on('requestfinished', (r) => {
      if (isClapsCall(r.url(), r.method(), 'POST')) answered += clapsIn(r.postData());
    });
    const button = page.getByRole('button', { name: 'Clap for this post' });
    await button.click();
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('data-highlighted', 'true');
    await expect.poll(shown).toBe(before + 3);
    await expect.poll(() => answered).toBe(3);
    expect(sent).toBe(3);
    await page.reload();
    await expect.poll(shown).toBe(before + 3);
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    const codeBlock = (page: Page, index: number) =>
      page
        .locator('figure')
        .filter({ has: page.getByRole('button', { name: /^Copy code/ }) })
        .nth(index);
    const copiedNote = (figure: ReturnType<typeof codeBlock>) =>
      figure.getByRole('status').filter({ hasText: 'copied to clipboard' });

    test('copies code and loads a video from the body, by pointer and by keyboard', async ({
      page,
      context,
    }) => {
      // No network here: the player frame gets an empty page instead of YouTube.
      await context.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await gotoHydrated(page, `/blog/${SLUG}`);
      // The body's first use is a press on a copy button.
      const figure = codeBlock(page, 0);
      await figure.getByRole('button', { name: /^Copy code/ }).click();
      await expect(copiedNote(figure)).toBeVisible();
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).trim();
      expect(copied, 'something was copied').not.toBe('');
      await expect(figure.locator('pre')).toContainText(copied.split('\n')[0]!);
      // The confirmation goes after 3 seconds.
      await expect(copiedNote(figure)).toBeHidden({ timeout: 6000 });

      await page.getByRole('button', { name: 'Play video' }).first().click();
      await expect(page.locator('iframe[title="YouTube video player"]')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      );

      // A keyboard reader on a fresh load: focus reaches a copy button first, then Enter.
      const second = await context.newPage();
      await gotoHydrated(second, `/blog/${SLUG}`);
      const block = codeBlock(second, 1);
      await block.getByRole('button', { name: /^Copy code/ }).focus();
      await second.keyboard.press('Enter');
      await expect(copiedNote(block)).toBeVisible();
    });

    test('shortens, copies and follows the short link back to the post', async ({
      page,
      baseURL,
    }) => {
      await gotoHydrated(page, `/blog/${SLUG}`);
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this post' });
      await expect(dialog.getByLabel('Page address')).toHaveValue(`${baseURL}/blog/${SLUG}`);
      await dialog.getByRole('button', { name: 'Shorten URL' }).click();
      const shortField = dialog.getByLabel('Short address');
      await expect(shortField).toHaveValue(new RegExp(`^${baseURL}/s/\\w+`));
      const shortUrl = await shortField.inputValue();
      await dialog.getByRole('button', { name: 'Copy URL' }).click();
      await expect(dialog.getByRole('button', { name: 'URL Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.goto(shortUrl);
      await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    });
  });

  test('a logged-in reader comments, sees it after reload, logs out and sees the login prompt', async ({
    loggedInPage: page,
    user,
  }) => {
    await gotoComments(page, SLUG);
    const text = `Clear explanation, thanks! <b>not bold</b> ${Date.now()}`;
    const field = page.getByRole('textbox', { name: 'Your comment' });
    await field.fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const comment = page.getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(field).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(comment).toContainText(user.username);

    await page.getByRole('button', { name: user.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await gotoComments(page, SLUG);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(comment).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  });

  test('shows the 404 page with links home and to the blog', async ({ page, consoleErrors }) => {
    // The 404 response itself is the one expected console error.
    consoleErrors.allow(/404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the blog' })).toBeVisible();
  });
});
