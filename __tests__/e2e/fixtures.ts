// Fixtures shared by the browser suites: the real server over the built site, the console
// check every test gets, a signed-up user and a logged-in page; helpers for hydration and axe.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { startSmtp, tokenIn, type ReceivedMail, type TestSmtp } from '../support/smtp';

export { expect };

export type Site = StartedServer;

/** Bearer token of the inbox the worker's server keeps (GET /api/admin/inbox). */
export const INBOX_TOKEN = 'e2e-inbox-token-0123456789abcdef';

/** The account OWNER_EMAILS makes the owner on every test server (it signs up like anyone). */
export const OWNER_EMAIL = 'site.owner@example.com';

/** A server starts in seconds, but tsx and PGlite take far longer on a busy machine. */
const SERVER_START_MS = 150_000;
const start = (env: Record<string, string>, options: { host?: string } = {}) =>
  startServer(
    { INBOX_TOKEN, OWNER_EMAILS: OWNER_EMAIL, ...env },
    { timeoutMs: SERVER_START_MS, ...options },
  );

export type Account = { username: string; email: string; password: string };

/** The login response the site keeps in localStorage `user`. */
export type Session = {
  message: string;
  user: { userId: string; username: string; email?: string };
};

export type ConsoleErrors = {
  /** Console errors and uncaught exceptions of every page in the test's context so far. */
  readonly messages: readonly string[];
  /** Lets messages matching `pattern` pass the end-of-test check (an error the test provokes). */
  allow(pattern: RegExp): void;
};

type TestFixtures = {
  consoleErrors: ConsoleErrors;
  /**
   * Starts another server with extra environment (mailing the worker's SMTP server unless
   * `env` says otherwise), stopped after the test. `host: 'localhost'` for passkeys.
   */
  launchSite: (env: Record<string, string>, options?: { host?: string }) => Promise<Site>;
  /** A fresh account, signed up through the API (not logged in). */
  user: Account;
  /** `page` with `user` logged in: the session cookie in the context, the login response stored. */
  loggedInPage: Page;
};

type WorkerFixtures = {
  /** A real SMTP server (smtp-server) the worker's servers send their mail to (SMTP_URL). */
  smtp: TestSmtp;
  /** server/index.ts over public/ on a free port with a fresh data folder (PGlite), per worker. */
  site: Site;
};

/** Fresh usernames and emails, so tests never depend on each other's accounts. */
export function uniqueAccount(prefix: string): Account {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'correct horse battery staple 42',
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this parameter.
    async ({}, use) => {
      const smtp = await startSmtp();
      try {
        await use(smtp);
      } finally {
        await smtp.close();
      }
    },
    { scope: 'worker' },
  ],

  site: [
    async ({ smtp }, use) => {
      const site = await start({ SMTP_URL: smtp.url });
      try {
        await use(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: SERVER_START_MS + 30_000 },
  ],

  baseURL: async ({ site }, use) => {
    await use(site.url);
  },

  consoleErrors: [
    async ({ context, site }, use, testInfo) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') messages.push(message.text());
      });
      context.on('weberror', (error) => messages.push(`Uncaught: ${error.error().message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      if (testInfo.status !== testInfo.expectedStatus && site.logs()) {
        await testInfo.attach('server.log', { body: site.logs(), contentType: 'text/plain' });
      }
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],

  launchSite: async ({ smtp }, use) => {
    const started: Site[] = [];
    await use(async (env, options) => {
      const site = await start({ SMTP_URL: smtp.url, ...env }, options);
      started.push(site);
      return site;
    });
    await Promise.all(started.map((site) => site.stop()));
  },

  user: async ({ request }, use) => {
    const account = uniqueAccount('reader');
    const response = await request.post('/api/auth/signup', { data: account });
    expect(response.status(), await response.text()).toBe(201);
    await use(account);
  },

  loggedInPage: async ({ page, context, user, baseURL }, use) => {
    // page.request shares the context's cookie jar, so the session cookie lands there.
    const response = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    const session = (await response.json()) as Session;
    const { cookies } = await context.storageState();
    expect(cookies.map((c) => c.name)).toContain('session');
    await context.setStorageState({
      cookies,
      origins: [
        { origin: baseURL!, localStorage: [{ name: 'user', value: JSON.stringify(session) }] },
      ],
    });
    await use(page);
  },
});

/** The first mail to `email` whose subject is `subject` (received, or within 20 s). */
export function mailTo(smtp: TestSmtp, email: string, subject: string): Promise<ReceivedMail> {
  return smtp.waitFor(email, (mail) => mail.subject === subject, 20_000);
}

/**
 * Opens the verification link mailed to `email` at signup through the API, as a click on its
 * button would (the e2e of the page itself: account-links.e2e.ts). The owner's role needs it.
 */
export async function verifyByMail(request: APIRequestContext, smtp: TestSmtp, email: string) {
  const mail = await mailTo(smtp, email.toLowerCase(), 'Verify your email address');
  const response = await request.post('/api/auth/verify-email', {
    data: { token: tokenIn(mail) },
  });
  // 410: verified already, by an earlier test on this worker's server.
  expect([200, 410], await response.text()).toContain(response.status());
}

/**
 * Waits until React has hydrated the document: Gatsby's root component marks
 * `onInitialClientRender` in an effect, which runs once the hydration has committed.
 * Sections in their own Suspense boundaries (`hydrateLater`) follow in idle time; React
 * hydrates one at once when an event reaches it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
  );
}

/** Opens `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Opens a post and scrolls to its comments, as a reader does: the comments' code and the
 * comments themselves load when the reader comes near them (`hydrateLazily`).
 */
export async function gotoComments(page: Page, slug: string) {
  const response = await gotoHydrated(page, `/blog/${slug}`);
  await page.getByRole('heading', { level: 2, name: /^Comments/ }).scrollIntoViewIfNeeded();
  return response;
}

/** Serious and critical axe violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Fails the test when axe finds a serious or critical violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page), 'serious or critical axe violations').toEqual([]);
}

/** How far the page can be scrolled sideways (0 when nothing overflows the viewport). */
export function horizontalScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { scrollX, scrollY } = window;
    window.scrollTo(1e6, scrollY);
    const reach = window.scrollX;
    window.scrollTo(scrollX, scrollY);
    return reach;
  });
}

/** Scrolls to the bottom in steps, so lazy images and videos on the way are requested. */
export async function scrollThrough(page: Page, step: number) {
  await page.evaluate(async (by) => {
    for (let y = 0; y < document.body.scrollHeight; y += by) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, step);
}
