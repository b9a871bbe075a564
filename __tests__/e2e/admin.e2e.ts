import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoComments,
  gotoHydrated,
  horizontalScroll,
  OWNER_EMAIL,
  test,
  uniqueAccount,
  verifyByMail,
  type Account,
  type Session,
} from './fixtures';
import type { TestSmtp } from '../support/smtp';

/** A post of the sample dataset. */
const SLUG = 'react-useeffect-cleanup';

/**
 * A desktop Chrome's user agent: the server drops page views from obvious bots, and headless
 * Chromium says it is one.
 */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

const OWNER: Account = { ...uniqueAccount('owner'), email: OWNER_EMAIL, username: 'site_owner' };

/** Every route of the owner's API, with a body where it takes one. */
const ADMIN_ROUTES: [method: string, path: string, body?: object][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/comments?status=all'],
  ['PATCH', '/api/admin/comments/00000000-0000-4000-8000-000000000000', { hidden: true }],
  ['DELETE', '/api/admin/comments/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/comments/00000000-0000-4000-8000-000000000000/approve', {}],
  ['GET', '/api/admin/comment-settings'],
  ['PUT', '/api/admin/comment-settings', { holdFirstComments: true }],
  ['GET', '/api/admin/moderation'],
  ['GET', '/api/admin/inbox'],
  ['PATCH', '/api/admin/inbox/00000000-0000-4000-8000-000000000000', { read: true }],
  ['GET', '/api/admin/builds'],
  ['POST', '/api/admin/builds', {}],
  ['GET', '/api/admin/analytics?days=28'],
];

/**
 * Signs `account` up (once per server; again is the same 201), verifies its address from the
 * mail when `smtp` is given (the owner's role needs it) and logs it in: the cookie lands in the
 * request's jar.
 */
async function logIn(
  request: APIRequestContext,
  account: Account,
  smtp?: TestSmtp,
): Promise<Session> {
  const signup = await request.post('/api/auth/signup', { data: account });
  expect([201, 409], await signup.text()).toContain(signup.status());
  if (smtp) await verifyByMail(request, smtp, account.email);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as Session;
}

/** A browser context logged in as `account`, the way the login page leaves one. */
async function loggedInContext(
  browser: Browser,
  baseURL: string,
  account: Account,
  options: Parameters<Browser['newContext']>[0] = {},
  smtp?: TestSmtp,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, ...options });
  const session = await logIn(context.request, account, smtp);
  const { cookies } = await context.storageState();
  await context.addInitScript((value) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', value);
  }, JSON.stringify(session));
  await context.addCookies(cookies);
  return context;
}

/** /admin for the owner, on the given tab. */
async function openAdmin(page: Page, tab: 'Overview' | 'Comments' | 'Inbox' | 'Builds') {
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: "Owner's area", level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('tabpanel');
}

test.describe("the owner's area", () => {
  test("a visitor's page view and Core Web Vitals reach the owner's charts", async ({
    smtp,
    browser,
    baseURL,
  }) => {
    const visitor = await browser.newContext({
      baseURL,
      userAgent: VISITOR_AGENT,
      viewport: { width: 375, height: 740 },
    });
    const page = await visitor.newPage();
    const pageViews: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/events')) pageViews.push(request.postData() ?? '');
    });
    const reporter = page.waitForResponse((response) => /vitals-reporter/.test(response.url()));
    await gotoHydrated(page, '/connect');
    await reporter;
    expect(pageViews.map((body) => JSON.parse(body) as object)).toEqual([
      { type: 'pageview', path: '/connect', referrer: '', device: 'mobile' },
    ]);
    // Closing the tab hides the page: web-vitals reports, and the one vitals beacon goes.
    await page.getByRole('heading', { level: 1 }).click();
    await page.close();

    const owner = await loggedInContext(browser, baseURL!, OWNER, {}, smtp);
    type Summary = { vitals: { routes: { path: string; samples: number; LCP: number | null }[] } };
    await expect
      .poll(
        async () => {
          const response = await owner.request.get('/api/admin/analytics?days=7');
          const summary = (await response.json()) as Summary;
          return summary.vitals.routes.find((r) => r.path === '/connect');
        },
        { message: "the visitor's vitals reach the owner's API" },
      )
      .toEqual(expect.objectContaining({ samples: 1, LCP: expect.any(Number) }));
    await visitor.close();

    const admin = await owner.newPage();
    const panel = await openAdmin(admin, 'Overview');
    const routes = panel.getByRole('table', { name: /routes/i }).first();
    await expect(routes.getByRole('row', { name: /\/connect/ })).toBeVisible();
    const vitalsTable = panel.getByRole('table', { name: /Core Web Vitals/i });
    const row = vitalsTable.getByRole('row', { name: /\/connect/ });
    await expect(row).toBeVisible();
    // The LCP the visitor's browser measured, as the table formats it, with its rating.
    await expect(row).toContainText(/good|needs improvement|poor/i);
    await expect(panel.getByRole('img', { name: /Page views per day/i })).toBeVisible();
    expect(await horizontalScroll(admin)).toBe(0);
    await expectNoSeriousA11yViolations(admin);
    await owner.close();
  });

  test('the owner hides a comment and visitors no longer see it; the log says who', async ({
    smtp,
    browser,
    baseURL,
    page,
  }) => {
    const commenter = await browser.newContext({ baseURL });
    await logIn(commenter.request, uniqueAccount('commenter'));
    const stamp = Date.now();
    const spam = `Buy cheap watches at spam.example ${stamp}`;
    const kept = `A fair point about cleanup functions ${stamp}`;
    for (const text of [spam, kept]) {
      const created = await commenter.request.post('/api/comments', {
        data: { postSlug: SLUG, text },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await commenter.close();

    await gotoComments(page, SLUG);
    await expect(page.getByText(spam)).toBeVisible();

    const owner = await loggedInContext(browser, baseURL!, OWNER, {}, smtp);
    const admin = await owner.newPage();
    const panel = await openAdmin(admin, 'Comments');
    const item = panel.getByRole('article').filter({ hasText: spam });
    await item.getByRole('button', { name: /^Hide/ }).click();
    await expect(item).toContainText(/Hidden/);
    await expect(panel.getByText(/site_owner hid/i).first()).toBeVisible();
    await owner.close();

    await page.reload();
    await expect(page.getByText(kept)).toBeVisible();
    await expect(page.getByText(spam)).toHaveCount(0);
  });

  test("the owner holds a new account's first comment: its writer is told, the owner approves it, visitors see it", async ({
    launchSite,
    smtp,
    browser,
  }) => {
    // Its own server, and its own owner: the switch is the whole site's while this worker's
    // other tests comment, and the worker's SMTP server holds other servers' links for OWNER.
    const holder = uniqueAccount('holder');
    const site = await launchSite({ OWNER_EMAILS: holder.email });
    const owner = await loggedInContext(browser, site.url, holder, {}, smtp);
    const admin = await owner.newPage();
    const panel = await openAdmin(admin, 'Comments');
    const hold = panel.getByRole('checkbox', {
      name: "Hold a new account's first comment until I approve it",
    });
    await expect(hold).not.toBeChecked();
    await hold.check();
    await expect(hold).toBeEnabled();
    await expect(hold).toBeChecked();

    const reader = await loggedInContext(browser, site.url, uniqueAccount('newcomer'));
    const post = await reader.newPage();
    await gotoComments(post, SLUG);
    const text = `My first comment here ${Date.now()}`;
    await post.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await post.getByRole('button', { name: 'Post Comment' }).click();
    await expect(
      post.getByText("Thanks! Your comment will appear here once the site's owner approves it."),
    ).toBeVisible();
    await expect(post.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    await expect(post.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    await admin.reload();
    await admin.getByRole('tab', { name: /^Comments/ }).click();
    await admin.getByRole('button', { name: 'Waiting', exact: true }).click();
    const waiting = admin.getByRole('article').filter({ hasText: text });
    await expect(waiting).toContainText('Waiting');
    await expect(admin.getByRole('checkbox')).toBeChecked();
    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await expect(waiting).toHaveCount(0);
    await expect(admin.getByText(`${holder.username} approved`).first()).toBeVisible();

    await post.reload();
    await expect(post.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await owner.close();
    await reader.close();
  });

  test('a commenter deletes their own comment, and only their own', async ({
    loggedInPage: page,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext({ baseURL });
    await logIn(other.request, uniqueAccount('other'));
    const theirs = `Someone else's comment ${Date.now()}`;
    expect(
      (
        await other.request.post('/api/comments', { data: { postSlug: SLUG, text: theirs } })
      ).status(),
    ).toBe(201);
    await other.close();

    await gotoComments(page, SLUG);
    const mine = `My own comment, to be deleted ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(mine);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const item = page.getByRole('listitem').filter({ hasText: mine });
    await expect(item).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: theirs })
        .getByRole('button', { name: /Delete/ }),
    ).toHaveCount(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: /Delete your comment/ }).click();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(theirs)).toBeVisible();
    await expect(page.getByText(mine)).toHaveCount(0);
  });

  test('anyone but the owner gets 404 from every admin route, and /admin asks them to log in', async ({
    page,
    request,
    user,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const reader = await browser.newContext({ baseURL });
    await logIn(reader.request, user);
    for (const client of [request, reader.request]) {
      for (const [method, url, body] of ADMIN_ROUTES) {
        const response = await client.fetch(url, { method, data: body });
        expect(response.status(), `${method} ${url}`).toBe(404);
        const path = url.split('?')[0];
        expect(await response.json()).toEqual({ message: `Route ${method} ${path} not found` });
      }
    }
    await reader.close();

    await gotoHydrated(page, '/admin');
    const login = page.getByRole('link', { name: /Log in/ });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login?next=%2Fadmin');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // A reader who is not the owner is told so (the API's 404 is the one console error).
    consoleErrors.allow(/404/);
    const readerPage = await (await loggedInContext(browser, baseURL!, user)).newPage();
    await gotoHydrated(readerPage, '/admin');
    await expect(readerPage.getByText(/not an owner account/)).toBeVisible();
  });

  for (const signal of ['Do-Not-Track', 'Global Privacy Control'] as const) {
    test(`a visitor with ${signal} sends nothing`, async ({ browser, baseURL }) => {
      const visitor = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT });
      await visitor.addInitScript((gpc) => {
        const property = gpc ? 'globalPrivacyControl' : 'doNotTrack';
        Object.defineProperty(Navigator.prototype, property, { get: () => (gpc ? true : '1') });
      }, signal === 'Global Privacy Control');
      const page = await visitor.newPage();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/events|vitals-reporter/.test(request.url())) sent.push(request.url());
      });
      await gotoHydrated(page, '/connect');
      await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      // Past the idle time in which the reporter would load, then leaving the page.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
      );
      await page.goto('about:blank');
      expect(sent).toEqual([]);
      await visitor.close();
    });
  }
});
