import {
  INBOX_TOKEN,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  horizontalScroll,
  scrollThrough,
  test,
  waitForHydration,
} from './fixtures';

/** Section headings of the landing page, in the spec's order (the hero's is the page <h1>). */
// The page's sections, not those nested in one (a section below the hero sits in the box-less
// wrapper that loads its code when the visitor comes near it).
const TOP_SECTIONS = 'main section:not(main section section)';

const SECTION_HEADINGS = [
  'About Me',
  'Education',
  'MY EXPERIENCE',
  'MY TECH SKILLS',
  'What Others Say',
  'Projects',
  'Latest Blogs',
  'Contact Me',
];

test.describe('landing page', () => {
  for (const width of [375, 1280]) {
    test(`shows every section in order at ${width}px, without console errors or serious axe issues`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const scripts: Promise<string>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
      });
      // Network idle: every script the page loads by itself has arrived.
      await page.goto('/', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await expect(page.getByRole('progressbar', { name: 'Scroll progress' })).toBeAttached();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/developer/i);
      const headings = await page
        .locator(TOP_SECTIONS)
        .getByRole('heading', { level: 2 })
        .allTextContents();
      expect(headings.filter((h) => SECTION_HEADINGS.includes(h))).toEqual(SECTION_HEADINGS);
      // The sections follow the hero in the DOM in that order.
      const ids = await page.locator(TOP_SECTIONS).evaluateAll((els) => els.map((e) => e.id));
      expect(ids).toEqual([
        '',
        'about',
        'education',
        'experience',
        'skills',
        'testimonials',
        'projects',
        'blogs',
        'contact',
      ]);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('href', '#contact');
      await expect(page.locator('#skills li')).toHaveCount(24);
      await expect(page.locator('#projects ul > li')).toHaveCount(8);
      const posts = await page.locator('#blogs ul > li').count();
      expect(posts, 'latest posts').toBeGreaterThan(0);
      expect(posts, 'latest posts').toBeLessThanOrEqual(6);
      expect(await page.locator('#experience article').count(), 'experience cards').toBeGreaterThan(
        0,
      );
      // The mail library is loaded on submit only.
      const loaded = await Promise.all(scripts);
      expect(loaded.filter((s) => s.includes('api.emailjs.com'))).toHaveLength(0);

      // Scroll through so lazy images load, then check layout and accessibility.
      await scrollThrough(page, 600);
      expect(await horizontalScroll(page), 'no horizontal scrolling').toBe(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('has the page head: title, description, keywords, author, geo and social tags', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Aarav Mehta/);
    const meta = (selector: string) => page.locator(selector).first();
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(meta('meta[name="author"]')).toHaveAttribute('content', 'Aarav Mehta');
    await expect(meta('meta[name="geo.region"]')).toHaveAttribute('content', 'IN-MP');
    await expect(meta('meta[name="geo.placename"]')).toHaveAttribute('content', 'Indore');
    await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/home\.png$/);
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    expect((await request.get('/og/home.png')).status()).toBe(200);
  });

  // Sections below the first screen wait unrendered at a guessed height until they come near;
  // a jump down the page has to land on its section all the same.
  test('lands on a section further down, opened at its fragment or from the top bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/#contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Me' })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Contact me' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Me' })).toBeInViewport();
  });

  test('opens a post from far down at its top, and Back returns to the same place at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    // Every frame the browser draws: the page it shows (its <h1>) and where it is scrolled.
    await page.evaluate(() => {
      const frames: [string, number][] = [];
      Object.assign(window, { frames_: frames });
      const record = () => {
        frames.push([document.querySelector('h1')?.textContent ?? '', Math.round(window.scrollY)]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const drawn = () =>
      page.evaluate(() => (window as unknown as { frames_: [string, number][] }).frames_.splice(0));
    const landingTitle = await page.locator('h1').textContent();
    const post = page.locator('main a[href^="/blog/"]').last();
    // Down the page as a reader goes, a turn of the wheel at a time, so every part on the way
    // comes near and is drawn.
    while (!(await post.evaluate((a) => a.getBoundingClientRect().bottom < window.innerHeight))) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left, 'the latest posts are far down the page').toBeGreaterThan(2000);
    await drawn();

    await post.click();
    await expect(page).toHaveURL(/\/blog\/[^/]+\/?$/);
    await expect(page.locator('h1')).not.toHaveText(landingTitle ?? '');
    const onPost = (await drawn()).filter(([title]) => title !== landingTitle);
    expect(onPost.length).toBeGreaterThan(0);
    expect(
      onPost.filter(([, y]) => y !== 0),
      'every frame of the post is at its top (no glide from where / was)',
    ).toEqual([]);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText(landingTitle ?? '');
    await expect
      .poll(() => page.evaluate((at) => Math.abs(Math.round(window.scrollY) - at), left))
      .toBeLessThanOrEqual(2);
    const onLanding = (await drawn()).filter(([title]) => title === landingTitle);
    expect(
      onLanding.filter(([, y]) => Math.abs(y - left) > 2),
      'every frame of / is where the reader left it (no glide from the top)',
    ).toEqual([]);
  });

  test('opens and closes the resume modal with the PDF embedded', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('iframe'), 'no PDF before the modal opens').toHaveCount(0);
    const view = page.getByRole('button', { name: 'View Resume' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: /Resume/ });
    // The résumé is content (siteSettings.resume), copied into the site by the build.
    const resume = /^\/static\/[0-9a-f]+\.pdf$/;
    const iframe = dialog.locator('iframe');
    await expect(iframe).toHaveAttribute('src', resume);
    const pdf = await request.get((await iframe.getAttribute('src'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Close resume' }).click();
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
    const download = page.getByRole('link', { name: 'Download Resume' });
    await expect(download).toHaveAttribute('href', resume);
    await expect(download).toHaveAttribute('download', 'Aarav-Mehta-Resume.pdf');
  });

  test('opens a project modal that traps focus and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    const card = page.getByRole('button', { name: /^Connect/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Connect' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        'focus stays in the modal',
      ).toBe(true);
    }
    await expect(
      dialog.getByRole('link', { name: 'Read More about Connect', exact: true }),
    ).toHaveAttribute('href', '/connect');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('opens the experience viewer at the third image from the badge and wraps', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The sample data has an entry with three images: two shown, the badge for the rest.
    const badge = page
      .locator('#experience')
      .getByRole('button', { name: /more image/ })
      .first();
    await badge.click();
    const dialog = page.getByRole('dialog', { name: /^Images from/ });
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^3 \/ \d+$/);
    const total = Number((await counter.innerText()).split('/')[1]);
    for (let i = 3; i < total; i += 1) {
      await dialog.getByRole('button', { name: 'Next image' }).click();
    }
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await dialog.getByRole('button', { name: 'Close modal' }).click();
    await expect(dialog).toBeHidden();
  });

  test('validates the contact form, then delivers a message to the inbox and clears the form', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const form = page.getByRole('form', { name: 'Contact form' });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/email/send-form')) requests.push(req.url());
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator(':invalid')).toHaveCount(3);
    await form.getByRole('textbox', { name: 'Name' }).fill('Meera Joshi');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello from the e2e test');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(
      await form
        .getByRole('textbox', { name: 'Email' })
        .evaluate((el) => (el as HTMLInputElement).validity.typeMismatch),
    ).toBe(true);
    expect(requests, 'nothing sent while invalid').toHaveLength(0);

    await form.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    const popup = page.getByRole('dialog', { name: 'Message Sent Successfully' });
    await expect(popup).toBeVisible();
    expect(requests).toHaveLength(1);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    const inbox = await request.get('/api/admin/inbox', {
      headers: { authorization: `Bearer ${INBOX_TOKEN}` },
    });
    expect(inbox.status()).toBe(200);
    expect(await inbox.json()).toContainEqual(
      expect.objectContaining({
        name: 'Meera Joshi',
        email: 'meera@example.com',
        message: 'Hello from the e2e test',
      }),
    );
  });
});
