// What the page suite visits: every route of the built site and the states a visitor reaches
// on them, each with the assertions that say the state is really on screen.
import { expect, type Locator, type Page } from '@playwright/test';
import { ownerApi } from './admin-api';
import { accountApi, LINK_TOKEN, linkApi } from './account-api';

export const WIDTHS = [375, 700, 1280] as const;
export const THEMES = ['light', 'dark'] as const;
export type Width = (typeof WIDTHS)[number];
export type Theme = (typeof THEMES)[number];
export type Combo = readonly [Width, Theme];

/** Every width in both themes. */
const ALL: readonly Combo[] = WIDTHS.flatMap((w) => THEMES.map((t) => [w, t] as const));
/** The runtime data states: a phone in light, a desktop in dark. */
const TWO: readonly Combo[] = [
  [375, 'light'],
  [1280, 'dark'],
];

/** A post with code, a video facade and no comments (its comments stay empty). */
export const POST = 'react-useeffect-cleanup';
/** A post with four sections, for the table of contents while reading. */
export const TOC_POST = 'postgres-indexes-explained';
/** The post the worker's reader comments on (see `reader` in site.pages.ts). */
export const COMMENTED_POST = 'debounce-vs-throttle';
/** As long as the API allows (30), with nowhere to break it. */
export const LONG_USERNAME = 'Alexandros_Konstantinopoulos_7';
/** The date the page shows on every comment (see the post-comments scenario). */
const COMMENT_DATE = '2024-03-09T10:30:00.000Z';
/** The comments the reader leaves, oldest first. */
export const COMMENTS = [
  'Clear write-up. The timeline diagram finally made leading and trailing calls click for me.',
  'Would love a follow-up on throttling scroll handlers with requestAnimationFrame.',
];

export type Scenario = {
  /** Names the test and its baseline files. */
  name: string;
  path: string;
  /** The HTTP status of the page (200 unless said). */
  status?: number;
  /** Opens the page as the worker's reader, logged in. */
  login?: boolean;
  /** Width and theme pairs; every pair unless said. */
  combos?: readonly Combo[];
  /** Before the page loads: routes that shape what the API answers. */
  before?: (page: Page) => Promise<unknown>;
  /** After hydration: brings the page to the state and asserts what a visitor sees. */
  reach?: (page: Page, width: Width) => Promise<void>;
  /**
   * Right before each capture (the checks scroll the page, and the capture starts at the top):
   * brings back a position the state depends on, such as a place in a long post.
   */
  capture?: (page: Page, width: Width) => Promise<void>;
  /** Regions that differ on every run (generated codes, the worker's port). */
  mask?: (page: Page) => Locator[];
  /** Console errors the state provokes on purpose (an API failure it simulates). */
  allowConsole?: RegExp;
  /**
   * Captures the whole page (default) or, for a dialog or menu over the page, the viewport: a
   * fixed layer shows once at the top of a full-page capture, and the rest would repeat the
   * route's own baseline.
   */
  fullPage?: boolean;
  /** Waits for the network to go quiet before checking (false when the state holds a request). */
  settle?: boolean;
};

/** Chromium's own line for a non-OK response; where a state asks for one, it is expected. */
const FAILED_LOAD = /^Failed to load resource/;

const commentsRegion = (page: Page) => page.getByRole('region', { name: /^Comments/ });
/** The reader scrolls down to the comments, which load when they come near (hydrateLazily). */
const scrollToComments = (page: Page) => commentsRegion(page).scrollIntoViewIfNeeded();
const clapCount = (page: Page) => page.getByRole('status').filter({ hasText: /claps?$/ });
/** An API request held unanswered: the page stays in its loading state. */
const hold = (page: Page, url: string | RegExp) =>
  page.route(url, () => {
    // Never answered while the test runs.
  });
const failWith500 = (page: Page, url: string | RegExp) =>
  page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.fallback(),
  );
/**
 * /insta as a build that could not read the feed makes it (no photos in the page's data): the
 * only way to its loading and error states, since a page built with photos keeps them on show.
 * The page is reached by a client-side navigation, which reads that data.
 */
const instaBuiltWithoutFeed = (page: Page) =>
  page.route('**/page-data/insta/page-data.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { pageContext: { feed: unknown } } };
    json.result.pageContext.feed = null;
    await route.fulfill({ response, json });
  });
/** A link followed inside the page (Gatsby's router), as a click on a site link does. */
const navigateInPage = async (page: Page, to: string) => {
  await page.evaluate(
    (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
    to,
  );
  await expect(page).toHaveURL(new RegExp(`${to}$`));
};
const commentsApi = (slug: string) => `**/api/comments/${slug}`;
const clapsApi = (slug: string) => `**/api/claps/${slug}`;

/** /admin's tabs as the owner sees them (the owner's API answered from fixtures). */
const adminTab = (tab: string, combos?: readonly Combo[]): Scenario => ({
  name: `admin-${tab.toLowerCase()}`,
  path: `/admin#${tab.toLowerCase()}`,
  login: true,
  combos,
  before: ownerApi,
  reach: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: "Owner's area" })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  },
});

/** Scrolls a long post to its third section; the table of contents marks it as the current one. */
async function readSection(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: 'Match the index to the query' });
  // Its top 20% down the window: past the line 30% down that makes a section the current one.
  await heading.evaluate((el) =>
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - 160,
      behavior: 'instant',
    }),
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: 'Match the index to the query' }),
  ).toHaveAttribute('aria-current', 'location');
}

export const SCENARIOS: readonly Scenario[] = [
  // Routes.
  {
    name: 'landing',
    path: '/',
    reach: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
  },
  {
    name: 'blog',
    path: '/blog',
    reach: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Coding Blogs' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    },
  },
  {
    name: 'post',
    path: `/blog/${POST}`,
    reach: async (page) => {
      await scrollToComments(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(clapCount(page)).toBeVisible();
      // Comments arrive at runtime; this post has none: the empty state.
      await expect(commentsRegion(page)).toContainText('No comments yet');
    },
  },
  {
    name: 'connect',
    path: '/connect/',
    reach: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
    },
  },
  {
    name: 'login',
    path: '/login/',
    reach: async (page) => {
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    },
  },
  {
    name: 'signup',
    path: '/signup/',
    reach: async (page) => {
      await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    },
  },
  {
    name: 'projects',
    path: '/projects/',
    reach: async (page) => {
      await expect(page.getByText('Card 1 of 3')).toBeVisible();
    },
  },
  {
    name: 'insta',
    path: '/insta/',
    reach: async (page) => {
      await expect(page.getByRole('article')).toHaveCount(6);
    },
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    status: 404,
    allowConsole: /404/,
    reach: async (page) => {
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },

  // States a visitor reaches.
  {
    name: 'experience-viewer',
    fullPage: false,
    path: '/',
    reach: async (page) => {
      await page
        .locator('#experience')
        .getByRole('button', { name: /^Open image 1 of/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Images from/ });
      await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close modal' })).toBeVisible();
    },
  },
  {
    name: 'project-modal',
    fullPage: false,
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Connect/ }).click();
      await expect(page.getByRole('dialog', { name: 'Connect' })).toBeVisible();
    },
  },
  {
    name: 'resume-modal',
    fullPage: false,
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: 'View Resume' }).click();
      const dialog = page.getByRole('dialog', { name: /Resume/ });
      // The résumé is content, copied into the site by the build as /static/<asset id>.pdf.
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^\/static\/[0-9a-f]+\.pdf$/);
    },
    // Chromium's PDF viewer draws the document in its own time.
    mask: (page) => [page.getByRole('dialog', { name: /Resume/ }).locator('iframe')],
  },
  {
    name: 'share-dialog',
    fullPage: false,
    path: `/blog/${POST}`,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this post' });
      await dialog.getByRole('button', { name: 'Shorten URL' }).click();
      await expect(dialog.getByLabel('Short address')).toHaveValue(/\/s\/\w+$/);
      await expect(dialog.getByRole('button', { name: 'Copy URL' })).toBeVisible();
    },
    // The page address carries the worker's port; the short code is generated.
    mask: (page) => {
      const dialog = page.getByRole('dialog', { name: 'Share this post' });
      return [dialog.getByLabel('Page address'), dialog.getByLabel('Short address')];
    },
  },
  {
    name: 'blog-logged-in',
    path: '/blog',
    login: true,
    reach: async (page) => {
      await expect(page.getByRole('button', { name: LONG_USERNAME })).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'post-comments',
    path: `/blog/${COMMENTED_POST}`,
    login: true,
    reach: async (page) => {
      await scrollToComments(page);
      const region = commentsRegion(page);
      for (const text of COMMENTS) await expect(region.getByText(text)).toBeVisible();
      await expect(region.getByText(LONG_USERNAME).first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    },
    // The server stamps each comment with the moment it was written; the page gets one fixed
    // date instead, so the line under each comment is the same on every day the suite runs.
    before: (page) =>
      page.route(commentsApi(COMMENTED_POST), async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const list = (await response.json()) as { createdAt: string }[];
        const body = list.map((comment) => ({ ...comment, createdAt: COMMENT_DATE }));
        await route.fulfill({ response, json: body });
      }),
  },
  {
    name: 'insta-modal',
    fullPage: false,
    path: '/insta/',
    reach: async (page) => {
      await page.getByRole('article').nth(2).getByRole('button', { name: 'Open post' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post' });
      await expect(dialog.getByText('1 / 3')).toBeVisible();
      await expect(dialog.getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'mobile-menu',
    fullPage: false,
    path: '/',
    // The menu button exists below 700 px and at it; wider screens show the links.
    combos: ALL.filter(([w]) => w <= 700),
    reach: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'search',
    fullPage: false,
    path: '/blog',
    reach: async (page) => {
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search posts' });
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('index');
      await expect(dialog.getByRole('status')).toContainText(/\d+ results? for “index”/);
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: 'search-no-results',
    fullPage: false,
    path: '/',
    combos: TWO,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Search posts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search posts' });
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('kubernetes');
      await dialog.getByRole('button', { name: 'Databases' }).click();
      await expect(dialog.getByRole('status')).toContainText('No posts match');
    },
  },
  {
    name: 'post-toc-reading',
    fullPage: false,
    path: `/blog/${TOC_POST}`,
    combos: [
      [375, 'light'],
      [1280, 'light'],
      [1280, 'dark'],
    ],
    reach: async (page, width) => {
      if (width < 1280) {
        const toc = page.getByRole('navigation', { name: 'Table of contents' });
        await toc.getByText('On this page').click();
        await expect(toc.getByRole('link').first()).toBeVisible();
        return;
      }
      await readSection(page);
    },
    capture: async (page, width) => {
      if (width >= 1280) await readSection(page);
    },
  },

  // Data that arrives at runtime: loading, empty and error states on the page.
  {
    name: 'post-loading',
    path: `/blog/${POST}`,
    combos: TWO,
    settle: false,
    before: async (page) => {
      await hold(page, commentsApi(POST));
      await hold(page, clapsApi(POST));
    },
    reach: async (page) => {
      await scrollToComments(page);
      await expect(commentsRegion(page).getByRole('status')).toHaveText('Loading comments...');
      // The count built into the page shows until the API's arrives.
      await expect(clapCount(page)).toBeVisible();
    },
  },
  {
    name: 'post-api-errors',
    path: `/blog/${POST}`,
    combos: TWO,
    allowConsole: FAILED_LOAD,
    before: async (page) => {
      await failWith500(page, commentsApi(POST));
      await failWith500(page, clapsApi(POST));
    },
    reach: async (page) => {
      await scrollToComments(page);
      const region = commentsRegion(page);
      await expect(region.getByRole('status')).toHaveCount(0);
      // A failure must not read as an empty list.
      await expect(region).not.toContainText('No comments yet');
      await expect(region).toContainText(/could not|couldn.t|failed|error/i);
      await expect(clapCount(page)).toBeVisible();
    },
  },
  {
    name: 'insta-loading',
    path: '/connect/',
    combos: TWO,
    settle: false,
    before: async (page) => {
      await instaBuiltWithoutFeed(page);
      await hold(page, '**/api/feed');
    },
    reach: async (page) => {
      await navigateInPage(page, '/insta/');
      await expect(page.getByText('Loading...')).toBeVisible();
    },
  },
  {
    name: 'insta-error',
    path: '/connect/',
    combos: TWO,
    allowConsole: FAILED_LOAD,
    before: async (page) => {
      await instaBuiltWithoutFeed(page);
      await failWith500(page, '**/api/feed');
    },
    reach: async (page) => {
      await navigateInPage(page, '/insta/');
      await expect(page.getByRole('alert')).toHaveText('Error: HTTP error! status: 500');
    },
  },
  {
    name: 'insta-empty',
    path: '/insta/',
    combos: TWO,
    before: (page) =>
      page.route('**/api/feed', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ username: 'aarav.codes', profilePictureUrl: '', posts: [] }),
        }),
      ),
    reach: async (page) => {
      await expect(page.getByText('No data available')).toBeVisible();
    },
  },
  {
    name: 'admin-logged-out',
    path: '/admin',
    reach: async (page) => {
      await expect(page.getByRole('link', { name: /Log in/ })).toBeVisible();
    },
  },
  adminTab('Overview'),
  adminTab('Comments', TWO),
  adminTab('Inbox', TWO),
  adminTab('Builds', TWO),

  // Accounts (issue 36): /account, "Forgot password?" and the pages mailed links open.
  {
    name: 'account',
    path: '/account/',
    login: true,
    before: (page) => accountApi(page),
    reach: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expect(page.getByText('Verified', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Signed-in browsers' })).toContainText(
        'This browser',
      );
      await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();
    },
  },
  {
    name: 'account-unverified',
    path: '/account/',
    login: true,
    combos: TWO,
    before: (page) => accountApi(page, { verified: false }),
    reach: async (page) => {
      await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    },
  },
  {
    name: 'account-logged-out',
    path: '/account/',
    combos: TWO,
    reach: async (page) => {
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?next=%2Faccount',
      );
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password/',
    reach: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
    },
  },
  {
    name: 'reset-password',
    path: `/reset-password/#token=${LINK_TOKEN}`,
    before: (page) =>
      linkApi(page, { purpose: 'reset', username: 'priya_sharma', email: 'priya@example.com' }),
    reach: async (page) => {
      await expect(page.getByText('For the account priya_sharma')).toBeVisible();
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'verify-email',
    path: `/verify-email/#token=${LINK_TOKEN}`,
    before: (page) =>
      linkApi(page, { purpose: 'verify', username: 'priya_sharma', email: 'priya@example.com' }),
    reach: async (page) => {
      await expect(page.getByRole('button', { name: 'Verify my email address' })).toBeVisible();
    },
  },
  {
    name: 'verify-email-expired',
    path: `/verify-email/#token=${LINK_TOKEN}`,
    combos: TWO,
    allowConsole: FAILED_LOAD,
    before: (page) => linkApi(page, { status: 410, message: 'This link has expired.' }),
    reach: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('This link has expired.');
      await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    },
  },
  {
    name: 'login-after-signup',
    path: '/signup/',
    combos: TWO,
    reach: async (page) => {
      // Where a successful signup goes, with the address in the history entry's state
      // (useLoginExtras), as the signup page navigates.
      await page.evaluate(() =>
        (window as unknown as { ___navigate: (to: string, options: object) => void }).___navigate(
          '/login/',
          { state: { verifyEmail: 'priya@example.com' } },
        ),
      );
      await expect(page).toHaveURL(/\/login\/$/);
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    },
  },
];

export const combosOf = (scenario: Scenario) => scenario.combos ?? ALL;
