import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

// A non-OK feed answer makes Chromium log "Failed to load resource"; that answer is what these
// tests ask for, so only the other console errors count.
const ownErrors = (page: TrackedPage) =>
  page.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'));

describe('/insta with the sample feed', () => {
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

  it('has the head the spec asks for', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
    assert.match(await page.title(), /Aarav Mehta.*Software Engineer/);
    const meta = (name: string) =>
      page.locator(`meta[name="${name}"]`).first().getAttribute('content');
    assert.equal(await meta('geo.region'), 'IN-MP');
    assert.equal(await meta('geo.placename'), 'Indore');
    assert.ok(await meta('description'));
    assert.ok(await meta('keywords'));
    assert.equal(await meta('author'), 'Aarav Mehta');
    await page.context().close();
  });

  it("shows 'Loading...' until the feed arrives, then the profile and six posts", async () => {
    const page = await newPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/feed', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/insta/`);
    await page.getByText('Loading...').waitFor();
    release();
    const handle = page.getByRole('link', { name: '@aarav.codes' });
    await handle.waitFor();
    assert.equal(await handle.getAttribute('href'), 'https://www.instagram.com/aarav.codes/');
    assert.equal(await page.getByRole('article').count(), 6);
    assert.equal(await page.getByRole('link', { name: 'View on Instagram' }).count(), 6);
    assert.deepEqual(await seriousA11yViolations(page), []);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it("'Load More' adds six at a time and disappears at the end", async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    const more = page.getByRole('button', { name: 'Load More' });
    await more.click();
    assert.equal(await page.getByRole('article').count(), 12);
    await more.click();
    assert.equal(await page.getByRole('article').count(), 16);
    assert.equal(await more.count(), 0);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('does not download a video until it is near the viewport', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 700 } });
    const videos: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.mp4')) videos.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    // The first video (post 2, on screen) downloads and plays, muted, inline.
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video');
        return !!v && !v.paused && v.muted && v.currentTime > 0;
      },
      undefined,
      { timeout: 10000 },
    );
    assert.ok(videos.includes('/feed/post-2.mp4'));
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForTimeout(500);
    // post-11 and post-14 sit in rows 4 and 5, far below the first screen.
    assert.ok(!videos.includes('/feed/post-11.mp4'), `fetched too early: ${videos.join(', ')}`);
    assert.ok(!videos.includes('/feed/post-14.mp4'));
    // Videos after one Load More: posts 2, 5, 7 and 11; the fourth is post-11.
    const far = page.locator('video').nth(3);
    await far.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('video')).some((v) => v.src.endsWith('post-11.mp4')),
    );
    const grid = await page.evaluate(() =>
      Array.from(document.querySelectorAll('video')).map((v) => ({
        muted: v.muted,
        loop: v.loop,
        inline: v.playsInline,
        preload: v.preload,
      })),
    );
    for (const v of grid)
      assert.deepEqual(v, { muted: true, loop: true, inline: true, preload: 'none' });
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('opens a post in a modal: 30-character caption, scroll locked, Escape closes, focus returns', async () => {
    const page = await newPage(browser);
    await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
    const third = page.getByRole('article').nth(2);
    const opener = third.getByRole('button', { name: 'Open post' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Post' });
    await dialog.waitFor();
    assert.ok(await dialog.getByText('Hackathon weekend recap: 24 ho...').isVisible());
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    // Album: previous wraps to the last picture.
    await dialog.getByText('1 / 3').waitFor();
    await dialog.getByRole('button', { name: 'Previous media' }).click();
    await dialog.getByText('3 / 3').waitFor();
    assert.match((await dialog.getByRole('img').getAttribute('src')) ?? '', /post-3-3\.webp$/);
    await dialog.getByRole('button', { name: 'Next media' }).click();
    await dialog.getByText('1 / 3').waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');

    // A video post plays in the modal; the backdrop closes it.
    await page.getByRole('article').nth(1).getByRole('button', { name: 'Open post' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Pause video' }).waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
      return !!v && !v.paused && v.currentTime > 0;
    });
    await dialog.getByRole('button', { name: /^(Mute|Unmute) video$/ }).waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('stacks one column at 375px', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
    const posts = page.getByRole('article');
    await posts.first().waitFor();
    const [a, b] = await Promise.all([posts.nth(0).boundingBox(), posts.nth(1).boundingBox()]);
    assert.ok(a && b && b.y > a.y + a.height - 1 && Math.abs(a.x - b.x) < 1);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.context().close();
  });
});

describe('/insta with a broken or empty upstream (FEED_URL)', () => {
  let upstream: http.Server;
  let base = '';
  let browser: Browser;
  before(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/500') {
        res.writeHead(500).end('boom');
      } else if (req.url === '/bad') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"items":[]}}');
      } else {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"username":"aarav.codes","profilePictureUrl":"","posts":[]}');
      }
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await new Promise((r) => upstream.close(r));
  });

  for (const [path, expected, alert] of [
    ['/500', /^Error: HTTP error! status: 5\d\d$/, true],
    ['/bad', /^Error: Unexpected data structure$/, true],
    ['/empty', /^No data available$/, false],
  ] as const) {
    it(`shows ${String(expected)} for ${path}`, async () => {
      const site = await startSite({ FEED_URL: `${base}${path}` });
      try {
        const page = await newPage(browser);
        await page.goto(`${site.url}/insta/`, { waitUntil: 'networkidle' });
        const message = alert ? page.getByRole('alert') : page.getByText('No data available');
        await message.waitFor();
        assert.match(((await message.textContent()) ?? '').trim(), expected);
        if (alert) {
          const color = await message.evaluate((el) => getComputedStyle(el).color);
          const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
          assert.ok(r! > 150 && g! < 100 && b! < 100, `red, got ${color}`);
        }
        assert.equal(await page.getByRole('button', { name: 'Load More' }).count(), 0);
        assert.deepEqual(await seriousA11yViolations(page), []);
        assert.deepEqual(ownErrors(page), []);
        await page.context().close();
      } finally {
        await site.stop();
      }
    });
  }
});
