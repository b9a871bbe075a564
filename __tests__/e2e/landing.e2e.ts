import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  horizontalScroll,
  newPage,
  openBrowser,
  seriousA11yViolations,
  startSite,
  type Site,
} from './support';

const INBOX_TOKEN = 'landing-e2e-inbox-token-0123456789';

/** Section headings of the landing page, in the spec's order (the hero's is the page <h1>). */
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

describe('landing page', () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite({ INBOX_TOKEN });
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const width of [375, 1280]) {
    it(`shows every section in order at ${width}px, without console errors or serious axe issues`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 800 } });
      const scripts: string[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script')
          scripts.push(await res.text().catch(() => ''));
      });
      await page.goto(site.url, { waitUntil: 'networkidle' });
      await page
        .getByRole('progressbar', { name: 'Scroll progress' })
        .waitFor({ state: 'attached' });
      assert.equal(await page.getByRole('banner').count(), 1);
      const h1 = page.getByRole('heading', { level: 1 });
      assert.match((await h1.textContent()) ?? '', /developer/i);
      const headings = await page
        .locator('main > section > h2, main > section h2[id$="-title"]')
        .allTextContents();
      assert.deepEqual(
        headings.filter((h) => SECTION_HEADINGS.includes(h)),
        SECTION_HEADINGS,
      );
      // The sections follow the hero in the DOM in that order.
      const ids = await page.locator('main > section').evaluateAll((els) => els.map((e) => e.id));
      assert.deepEqual(ids, [
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
      assert.equal(await page.getByRole('contentinfo').count(), 1);
      assert.equal(
        await page.getByRole('link', { name: 'Hire Me' }).getAttribute('href'),
        '#contact',
      );
      assert.equal(await page.locator('#skills li').count(), 24);
      assert.equal(await page.locator('#projects ul > li').count(), 8);
      const posts = await page.locator('#blogs ul > li').count();
      assert.ok(posts > 0 && posts <= 6, `expected 1-6 latest posts, got ${posts}`);
      assert.ok((await page.locator('#experience article').count()) > 0, 'experience cards');
      // The mail library is loaded on submit only.
      assert.equal(scripts.filter((s) => s.includes('api.emailjs.com')).length, 0);

      // Scroll through so lazy images load, then check layout and accessibility.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      assert.equal(await horizontalScroll(page), 0, 'no horizontal scrolling');
      assert.deepEqual(await seriousA11yViolations(page), []);
      assert.deepEqual(page.consoleErrors, []);
      await page.context().close();
    });
  }

  it('has the page head: title, description, keywords, author, geo and social tags', async () => {
    const page = await newPage(browser);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    assert.match(await page.title(), /Aarav Mehta/);
    const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
    assert.ok(await meta('meta[name="description"]'));
    assert.ok(await meta('meta[name="keywords"]'));
    assert.equal(await meta('meta[name="author"]'), 'Aarav Mehta');
    assert.equal(await meta('meta[name="geo.region"]'), 'IN-MP');
    assert.equal(await meta('meta[name="geo.placename"]'), 'Indore');
    assert.match((await meta('meta[property="og:image"]')) ?? '', /\/landing\/og\.png$/);
    assert.equal(await meta('meta[name="twitter:card"]'), 'summary_large_image');
    const og = await fetch(`${site.url}/landing/og.png`);
    assert.equal(og.status, 200);
    await page.context().close();
  });

  it('opens and closes the resume modal with the PDF embedded', async () => {
    const page = await newPage(browser);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    assert.equal(await page.locator('iframe').count(), 0, 'no PDF before the modal opens');
    const view = page.getByRole('button', { name: 'View Resume' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: /Resume/ });
    await dialog.waitFor();
    assert.equal(await dialog.locator('iframe').getAttribute('src'), '/resume.pdf');
    const pdf = await fetch(`${site.url}/resume.pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    await page.getByRole('button', { name: 'Close resume' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await view.evaluate((el) => el === document.activeElement), true);
    assert.equal(
      await page.getByRole('link', { name: 'Download Resume' }).getAttribute('href'),
      '/resume.pdf',
    );
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('opens a project modal that traps focus and closes on Escape', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const card = page.getByRole('button', { name: /^Connect/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Connect' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      assert.equal(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        true,
        'focus stays in the modal',
      );
    }
    assert.equal(
      await dialog
        .getByRole('link', { name: 'Read More about Connect', exact: true })
        .getAttribute('href'),
      '/connect',
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await card.evaluate((el) => el === document.activeElement), true);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('opens the experience viewer at the third image from the badge and wraps', async () => {
    const page = await newPage(browser);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const badge = page
      .locator('#experience')
      .getByRole('button', { name: /more image/ })
      .first();
    if ((await badge.count()) === 0) return; // no entry with more than two images
    await badge.click();
    const dialog = page.getByRole('dialog', { name: /^Images from/ });
    await dialog.waitFor();
    const counter = await dialog.getByText(/^\d+ \/ \d+$/).textContent();
    const total = Number(counter!.split('/')[1]);
    assert.equal(counter, `3 / ${total}`);
    for (let i = 3; i < total; i += 1)
      await dialog.getByRole('button', { name: 'Next image' }).click();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    assert.equal(await dialog.getByText(/^\d+ \/ \d+$/).textContent(), `1 / ${total}`);
    await dialog.getByRole('button', { name: 'Close modal' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('validates the contact form, then delivers a message to the inbox and clears the form', async () => {
    const page = await newPage(browser);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contact form' });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/email/send-form')) requests.push(req.url());
    });
    await form.getByRole('button', { name: 'Send' }).click();
    assert.equal(await form.locator(':invalid').count(), 3);
    await form.getByRole('textbox', { name: 'Name' }).fill('Meera Joshi');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello from the e2e test');
    await form.getByRole('button', { name: 'Send' }).click();
    assert.equal(
      await form
        .getByRole('textbox', { name: 'Email' })
        .evaluate((el) => (el as HTMLInputElement).validity.typeMismatch),
      true,
    );
    assert.equal(requests.length, 0, 'nothing sent while invalid');

    await form.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    const popup = page.getByRole('dialog', { name: 'Message Sent Successfully' });
    await popup.waitFor();
    assert.equal(requests.length, 1);
    assert.equal(await form.getByRole('textbox', { name: 'Name' }).inputValue(), '');
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'detached' });

    const inbox = await fetch(`${site.url}/api/admin/inbox`, {
      headers: { authorization: `Bearer ${INBOX_TOKEN}` },
    });
    assert.equal(inbox.status, 200);
    const messages = (await inbox.json()) as { name: string; email: string; message: string }[];
    assert.ok(
      messages.some(
        (m) =>
          m.name === 'Meera Joshi' &&
          m.email === 'meera@example.com' &&
          m.message === 'Hello from the e2e test',
      ),
      JSON.stringify(messages),
    );
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });
});
