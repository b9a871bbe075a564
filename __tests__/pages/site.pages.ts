// Every route and visitor state of the built site at 375, 700 and 1280 px in both themes (one
// test per width: the page is loaded once, and the theme follows the emulated colour scheme):
// layout checks first (layout.ts), then a full-page screenshot compared with the committed
// baseline (baselines/). Stable by construction: reduced motion, animations frozen, caret
// hidden, a fixed clock, a fresh server per worker, data the test writes with fixed text, and
// the few regions that differ on every run (generated codes) masked; the dates the server
// stamps on comments are replaced by a fixed one.
import fs from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import { expect, gotoHydrated, test as e2e, type Session } from '../e2e/fixtures';
import { RENDER_ALL } from '../../src/lib/belowFold';
import { checkLayout } from './layout';
import {
  COMMENTED_POST,
  COMMENTS,
  LONG_USERNAME,
  SCENARIOS,
  THEMES,
  WIDTHS,
  combosOf,
} from './scenarios';

const BUILT = path.resolve('public', 'index.html');

/**
 * The clock every page sees: noon on 15 June of the year the site was built. The footer prints
 * the year it renders in, and the built HTML holds the build's year: the two must agree, or
 * hydration would not match.
 */
const fixedTime = () => new Date(Date.UTC(fs.statSync(BUILT).mtime.getUTCFullYear(), 5, 15, 12));

/**
 * Lays out and paints the parts the browser may skip while they are off screen (the site's
 * parts below the first screen carry `content-visibility: auto`), as the site itself does before
 * a jump down the page (src/lib/belowFold.ts). A visitor sees each part rendered once it comes
 * near, but Chromium leaves skipped parts blank in a full-page screenshot, and the focus check
 * would have it render one afresh for every control it visits there. Their containment goes
 * with it: Chromium snaps a contained box's paint to whole pixels, which moves a part's text
 * and icons by under a pixel (anti-aliasing only, checked against every baseline when this
 * came in), nothing a person could see but enough to fail the pixel comparison.
 */
function renderSkippedParts(attribute: string) {
  document.documentElement.setAttribute(attribute, '');
}

/**
 * Fixes Date with Playwright's clock. The clock also swaps `performance` for a stub whose marks
 * vanish, and the hydration wait reads Gatsby's `onInitialClientRender` mark: the page's own
 * Performance, kept by a script that runs before the clock's, takes the marks back.
 */
async function fixClock(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { realPerformance: Performance }).realPerformance = performance;
  });
  await page.clock.setFixedTime(fixedTime());
  await page.addInitScript(() => {
    const real = (window as unknown as { realPerformance: Performance }).realPerformance;
    if (performance === real) return;
    const fake = performance as unknown as Record<string, unknown>;
    for (const key of ['mark', 'measure', 'getEntries', 'getEntriesByName', 'getEntriesByType']) {
      const method = real[key as keyof Performance] as (...args: unknown[]) => unknown;
      fake[key] = method.bind(real);
    }
  });
}

type Reader = { cookies: Cookie[]; session: Session };

const test = e2e.extend<object, { reader: Reader }>({
  // The suite serves the built site: stop at once, with the fix, when there is none.
  site: [
    async ({ site }, use) => {
      if (!fs.existsSync(BUILT)) throw new Error('pages: public/ is missing; run `npm run build`.');
      await use(site);
    },
    { scope: 'worker' },
  ],

  /** One reader per worker with the longest username, logged in, who left COMMENTS. */
  reader: [
    async ({ site, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: site.url });
      const account = {
        username: LONG_USERNAME,
        email: 'alexandros@example.com',
        password: 'correct horse battery staple 42',
      };
      const signup = await api.post('/api/auth/signup', { data: account });
      expect(signup.status(), await signup.text()).toBe(201);
      const login = await api.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(login.status(), await login.text()).toBe(200);
      const session = (await login.json()) as Session;
      for (const text of COMMENTS) {
        const comment = await api.post('/api/comments', {
          data: { postSlug: COMMENTED_POST, text },
        });
        expect(comment.status(), await comment.text()).toBe(201);
      }
      const { cookies } = await api.storageState();
      await api.dispose();
      await use({ cookies, session });
    },
    { scope: 'worker' },
  ],
});

for (const scenario of SCENARIOS) {
  test.describe(scenario.name, () => {
    const combos = combosOf(scenario);
    for (const width of WIDTHS) {
      // Light first where both are shot: it runs every check, and dark needs only contrast.
      const themes = THEMES.filter((theme) => combos.some(([w, t]) => w === width && t === theme));
      if (themes.length === 0) continue;
      test(`${scenario.name} @ ${width}px`, async ({ page, context, consoleErrors, reader }) => {
        if (scenario.allowConsole) consoleErrors.allow(scenario.allowConsole);
        await page.setViewportSize({ width, height: 800 });
        // Nothing stored: the site follows the system's colour scheme, live, as on a first
        // visit, so one page load serves both themes (a stored choice is the e2e smoke test's).
        await page.emulateMedia({ colorScheme: themes[0], reducedMotion: 'reduce' });
        await fixClock(page);
        if (scenario.login) {
          await context.addCookies(reader.cookies);
          await page.addInitScript((user) => {
            try {
              localStorage.setItem('user', user);
            } catch {
              // A frame without storage (the PDF viewer): nothing to set.
            }
          }, JSON.stringify(reader.session));
        }
        await scenario.before?.(page);

        const response = await gotoHydrated(page, scenario.path);
        expect(response?.status(), 'HTTP status').toBe(scenario.status ?? 200);
        if (scenario.settle !== false) await page.waitForLoadState('networkidle');
        await scenario.reach?.(page, width);
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(renderSkippedParts, RENDER_ALL);

        for (const theme of themes) {
          await test.step(theme, async () => {
            await page.emulateMedia({ colorScheme: theme });
            const html = expect(page.locator('html'));
            if (theme === 'dark') await html.toContainClass('dark');
            else await html.not.toContainClass('dark');

            // Geometry, targets and focus are the same in both themes (dark swaps colour
            // variables): dark after light checks contrast only.
            await checkLayout(page, { coloursOnly: theme === 'dark' && themes.includes('light') });

            // From the top; a viewport capture of a dialog placed in the page scrolls it to the
            // centre.
            await page.evaluate(() => {
              (document.activeElement as HTMLElement | null)?.blur?.();
              window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
            });
            if (scenario.fullPage === false) {
              const dialog = page.getByRole('dialog');
              if ((await dialog.count()) === 1)
                await dialog.evaluate((el) =>
                  el.scrollIntoView({ block: 'center', behavior: 'instant' }),
                );
            }
            await scenario.capture?.(page, width);
            await expect.soft(page).toHaveScreenshot(`${scenario.name}-${width}-${theme}.png`, {
              fullPage: scenario.fullPage ?? true,
              // A long page at 375 px is several full screenshots' work on a busy machine.
              timeout: 60_000,
              mask: scenario.mask?.(page),
            });
          });
        }
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });
}
