import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test as siteTest } from './fixtures';

// A non-OK feed answer makes Chromium log "Failed to load resource"; that answer is what the
// upstream tests ask for, so it is not an error in our code.
const FAILED_LOAD = /^Failed to load resource/;

/** Waits for two frames, after which IntersectionObserver has reported what it observes. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
      ),
  );

const test = siteTest.extend<object, { upstream: string }>({
  /** A stand-in for FEED_URL's remote: /500 fails, /bad has another shape, else it is empty. */
  upstream: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this parameter.
    async ({}, use) => {
      const server = http.createServer((req, res) => {
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
      await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((closed) => server.close(closed));
    },
    { scope: 'worker' },
  ],
});

test.describe('/insta with the sample feed', () => {
  test('has the head the spec asks for', async ({ page }) => {
    await page.goto('/insta/');
    await expect(page).toHaveTitle(/Aarav Mehta.*Software Engineer/);
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).first();
    await expect(meta('geo.region')).toHaveAttribute('content', 'IN-MP');
    await expect(meta('geo.placename')).toHaveAttribute('content', 'Indore');
    await expect(meta('description')).toHaveAttribute('content', /\S/);
    await expect(meta('keywords')).toHaveAttribute('content', /\S/);
    await expect(meta('author')).toHaveAttribute('content', 'Aarav Mehta');
  });

  test('has the profile and the first six posts in its HTML, before any script', async ({
    page,
  }) => {
    const html = await (await page.request.get('/insta/')).text();
    expect(html).not.toContain('Loading...');
    expect(html.match(/<article\b/g)).toHaveLength(6);
    expect(html).toContain('src="/feed/post-1.webp"');
    expect(html).toContain('>Load More</button>');
  });

  test('shows the built posts while the feed refreshes, and keeps them when it fails', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/feed', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await gotoHydrated(page, '/insta/');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '@aarav.codes' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/aarav.codes/',
    );
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'View on Instagram' })).toHaveCount(6);
    const refreshed = page.waitForResponse('**/api/feed');
    release();
    await refreshed;
    await nextFrames(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });

  test("'Load More' adds six at a time and disappears at the end", async ({ page }) => {
    await gotoHydrated(page, '/insta/');
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(6);
    const more = page.getByRole('button', { name: 'Load More' });
    await more.click();
    await expect(posts).toHaveCount(12);
    await more.click();
    await expect(posts).toHaveCount(16);
    await expect(more).toHaveCount(0);
  });

  test('does not download a video until it is near the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const videos: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.mp4')) videos.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, '/insta/');
    await expect(page.getByRole('article')).toHaveCount(6);
    // The first video (post 2, on screen) downloads and plays, muted, inline.
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return !!v && !v.paused && v.muted && v.currentTime > 0;
    });
    expect(videos).toContain('/feed/post-2.mp4');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('article')).toHaveCount(12);
    await nextFrames(page);
    // post-11 and post-14 sit in rows 4 and 5, far below the first screen.
    expect(videos, 'fetched too early').not.toContain('/feed/post-11.mp4');
    expect(videos).not.toContain('/feed/post-14.mp4');
    // Videos after one Load More: posts 2, 5, 7 and 11; the fourth is post-11.
    await page.locator('video').nth(3).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('video')).some((v) => v.src.endsWith('post-11.mp4')),
        ),
      )
      .toBe(true);
    const grid = await page.evaluate(() =>
      Array.from(document.querySelectorAll('video')).map((v) => ({
        muted: v.muted,
        loop: v.loop,
        inline: v.playsInline,
        preload: v.preload,
      })),
    );
    expect(grid).toHaveLength(4);
    for (const v of grid)
      expect(v).toEqual({ muted: true, loop: true, inline: true, preload: 'none' });
  });

  test('opens a post in a modal: 30-character caption, scroll locked, Escape closes, focus returns', async ({
    page,
  }) => {
    await gotoHydrated(page, '/insta/');
    const body = page.locator('body');
    const opener = page.getByRole('article').nth(2).getByRole('button', { name: 'Open post' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Post' });
    await expect(dialog.getByText('Hackathon weekend recap: 24 ho...')).toBeVisible();
    await expect(body).toHaveCSS('overflow', 'hidden');
    // Album: previous wraps to the last picture.
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous media' }).click();
    await expect(dialog.getByText('3 / 3')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /post-3-3\.webp$/);
    await dialog.getByRole('button', { name: 'Next media' }).click();
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(body).not.toHaveCSS('overflow', 'hidden');

    // A video post plays in the modal; the backdrop closes it.
    await page.getByRole('article').nth(1).getByRole('button', { name: 'Open post' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
      return !!v && !v.paused && v.currentTime > 0;
    });
    await expect(dialog.getByRole('button', { name: /^(Mute|Unmute) video$/ })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('stacks one column at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/insta/');
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(6);
    const [a, b] = await Promise.all([posts.nth(0).boundingBox(), posts.nth(1).boundingBox()]);
    expect(a && b).toBeTruthy();
    expect(b!.y, 'the second post is below the first').toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.abs(a!.x - b!.x), 'in the same column').toBeLessThan(1);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/insta with a broken or empty upstream (FEED_URL)', () => {
  // The page was built with the sample feed: a failing refresh keeps its posts, an empty feed
  // replaces them. The error state of a page with nothing to show: __tests__/site/insta.test.tsx
  // and the insta-error page.
  for (const path of ['/500', '/bad']) {
    test(`keeps the built posts, with no error, for ${path}`, async ({
      page,
      launchSite,
      upstream,
      consoleErrors,
    }) => {
      consoleErrors.allow(FAILED_LOAD);
      const site = await launchSite({ FEED_URL: `${upstream}${path}`, FEED_ALLOW_PRIVATE: 'true' });
      const refreshed = page.waitForResponse('**/api/feed');
      await gotoHydrated(page, `${site.url}/insta/`);
      expect((await refreshed).status()).toBe(502);
      await nextFrames(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(6);
    });
  }

  test('replaces the built posts with No data available for an empty feed', async ({
    page,
    launchSite,
    upstream,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_LOAD);
    // The stand-in listens on loopback, which FEED_URL may reach only when allowed.
    const site = await launchSite({ FEED_URL: `${upstream}/empty`, FEED_ALLOW_PRIVATE: 'true' });
    await gotoHydrated(page, `${site.url}/insta/`);
    await expect(page.getByText('No data available')).toHaveText(/^No data available$/);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
