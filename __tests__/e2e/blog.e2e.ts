import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

describe('blog: list, post, claps, sharing and comments on the built site', () => {
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

  const finish = async (page: TrackedPage) => {
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  };

  it('renders the post text into the static HTML and ships no highlighter or player', async () => {
    const html = await (await fetch(`${site.url}/blog/${SLUG}`)).text();
    assert.match(html, /<h1[^>]*>Understanding React(&#x27;|'|&#39;)s useEffect Cleanup<\/h1>/);
    assert.match(html, /Three cleanups I write all the time/);
    assert.match(html, /class="hljs-keyword"/, 'code is highlighted at build time');
    assert.match(html, /application\/ld\+json/);
    assert.match(html, /"@type":"BlogPosting"/);
    assert.match(html, /<link rel="canonical" href="[^"]*\/blog\/react-useeffect-cleanup"/);
    assert.match(html, /property="og:image" content="http[^"]+"/);
    assert.match(html, /fetchpriority="high"/i);
    for (const file of jsFiles('public')) {
      const text = fs.readFileSync(file, 'utf8');
      assert.ok(!text.includes('registerLanguage'), `${file} must not contain a highlighter`);
      assert.ok(!text.includes('iframe_api'), `${file} must not contain the YouTube player`);
    }
  });

  it('serves rss.xml, sitemap.xml and robots.txt with full links', async () => {
    const rss = await (await fetch(`${site.url}/rss.xml`)).text();
    assert.match(rss, /<rss version="2.0"/);
    assert.match(rss, new RegExp(`<link>http[^<]+/blog/${SLUG}</link>`));
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`<loc>http[^<]+/blog/${SLUG}</loc>`));
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    assert.match(robots, /Sitemap: http\S+\/sitemap\.xml/);
  });

  it('filters by category and keeps the choice across a reload', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Coding Blogs' }).waitFor();
    const all = await page.getByRole('article').count();
    assert.ok(all > 3, `expected several posts, got ${all}`);
    assert.equal(
      await page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed'),
      'true',
    );
    await page.getByRole('button', { name: 'DevOps' }).click();
    await page.waitForURL(/\?category=devops$/);
    const filtered = await page.getByRole('article').count();
    assert.ok(filtered > 0 && filtered < all, `DevOps shows ${filtered} of ${all}`);
    for (const card of await page.getByRole('article').all()) {
      assert.ok(
        (await card.getByRole('list', { name: 'Categories' }).innerText()).includes('DevOps'),
      );
    }
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[aria-pressed="true"]')?.textContent === 'DevOps',
    );
    assert.equal(await page.getByRole('article').count(), filtered);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await finish(page);
  });

  it('opens a post from its card', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/blog`);
    await page.getByRole('link', { name: /^Read Full Article: Understanding React/ }).click();
    await page.waitForURL(new RegExp(`/blog/${SLUG}$`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.ok(await page.getByText(/min read/).isVisible());
    assert.ok(await page.getByRole('heading', { name: 'Follow me on' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Read More Articles' }).isVisible());
    assert.ok(await page.getByRole('progressbar', { name: 'Reading progress' }).count());
    // No video script or frame until the facade is pressed.
    assert.equal(await page.locator('iframe').count(), 0);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await finish(page);
  });

  it('claps three times and the count survives a reload', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/blog/${SLUG}`);
    const count = page.getByRole('status').filter({ hasText: /claps?$/ });
    await page.waitForResponse(
      (r) => r.url().includes(`/api/claps/${SLUG}`) && r.request().method() === 'GET',
    );
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    // Fast clicks are batched: however the POSTs fall, together they must add exactly 3.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/api/claps/${SLUG}`)) {
        sent += (JSON.parse(request.postData() ?? '{}') as { count: number }).count;
      }
    });
    const button = page.getByRole('button', { name: 'Clap for this post' });
    await button.click();
    await button.click();
    await button.click();
    assert.equal(await button.getAttribute('data-highlighted'), 'true');
    assert.equal(Number((await count.innerText()).replace(/\D/g, '')), before + 3);
    const posts = page.waitForResponse(
      (r) => r.url().includes(`/api/claps/${SLUG}`) && r.request().method() === 'POST',
    );
    await posts;
    for (let i = 0; i < 50 && sent < 3; i++) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle');
    assert.equal(sent, 3);
    await page.reload();
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('output')).some(
          (o) => o.textContent?.replace(/\D/g, '') === String(expected),
        ),
      before + 3,
    );
    await finish(page);
  });

  /** The post, loaded until its header has hydrated (the clap count was asked for). */
  const openPostWithClipboard = async () => {
    const page = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    // No network here: the player frame gets an empty page instead of YouTube.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const claps = page.waitForResponse((r) => r.url().includes(`/api/claps/${SLUG}`));
    await page.goto(`${site.url}/blog/${SLUG}`);
    await claps;
    return page;
  };
  const codeBlock = (page: TrackedPage, index: number) =>
    page
      .locator('figure')
      .filter({ has: page.getByRole('button', { name: /^Copy code/ }) })
      .nth(index);

  it('copies code and loads a video from the body, by pointer and by keyboard', async () => {
    const page = await openPostWithClipboard();
    // The body's first use is a press on a copy button.
    const figure = codeBlock(page, 0);
    await figure.getByRole('button', { name: /^Copy code/ }).click();
    await figure.getByRole('status').filter({ hasText: 'copied to clipboard' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.trim().length > 0, 'something was copied');
    assert.ok((await figure.locator('pre').innerText()).includes(copied.trim().split('\n')[0]!));
    // The confirmation goes after 3 seconds.
    await figure
      .getByRole('status')
      .filter({ hasText: 'copied to clipboard' })
      .waitFor({ state: 'detached', timeout: 6000 });

    await page.getByRole('button', { name: 'Play video' }).first().click();
    const frame = page.locator('iframe[title="YouTube video player"]');
    await frame.waitFor();
    assert.match(
      (await frame.getAttribute('src')) ?? '',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    await finish(page);

    // A keyboard reader: focus reaches a copy button first, then Enter.
    const second = await openPostWithClipboard();
    const block = codeBlock(second, 1);
    await block.getByRole('button', { name: /^Copy code/ }).focus();
    await second.keyboard.press('Enter');
    await block.getByRole('status').filter({ hasText: 'copied to clipboard' }).waitFor();
    await finish(second);
  });

  it('shortens, copies and follows the short link back to the post', async () => {
    const page = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${site.url}/blog/${SLUG}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this post' });
    assert.equal(await dialog.getByLabel('Page address').inputValue(), `${site.url}/blog/${SLUG}`);
    await dialog.getByRole('button', { name: 'Shorten URL' }).click();
    const shortField = dialog.getByLabel('Short address');
    await shortField.waitFor();
    const shortUrl = await shortField.inputValue();
    assert.match(shortUrl, new RegExp(`^${site.url}/s/\\w+`));
    await dialog.getByRole('button', { name: 'Copy URL' }).click();
    await dialog.getByRole('button', { name: 'URL Copied!' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shortUrl);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.keyboard.press('Escape');
    assert.equal(await dialog.count(), 0);
    await page.goto(shortUrl);
    await page.waitForURL(new RegExp(`/blog/${SLUG}$`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await finish(page);
  });

  it('signs up, logs in, comments, sees it after reload, logs out and sees the login prompt', async () => {
    const page = await newPage(browser);
    const user = `reader${Date.now().toString(36)}`;
    const email = `${user}@example.com`;
    const password = 'correct horse battery staple 42';

    await page.goto(`${site.url}/signup`);
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/blog$/);

    await page.goto(`${site.url}/blog/${SLUG}`);
    const text = `Clear explanation, thanks! <b>not bold</b> ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
    await page.waitForFunction(() => document.querySelector('textarea')?.value === '');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.reload();
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: text });
    assert.ok((await item.innerText()).includes(user));

    await page.getByRole('button', { name: new RegExp(user) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);

    await page.goto(`${site.url}/blog/${SLUG}`);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your comment' }).count(), 0);
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
    await finish(page);
  });

  it('shows the 404 page with links home and to the blog', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${site.url}/no/such/page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.ok(await page.getByRole('link', { name: 'Go to the home page' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Read the blog' }).isVisible());
    // The 404 response itself is the one expected console error.
    page.consoleErrors = page.consoleErrors.filter((e) => !/404/.test(e));
    await finish(page);
  });
});
