// Shared by the browser suites: start the real server over the built site, open Chromium,
// collect console errors, run axe.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/browser.mjs';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';

export type Site = StartedServer;

/** Starts `server/index.ts` as its own process on a free port with a fresh data folder. */
export function startSite(env: Record<string, string> = {}): Promise<Site> {
  return startServer(env);
}

export function openBrowser(): Promise<Browser> {
  return launchChromium();
}

export type TrackedPage = Page & { consoleErrors: string[] };

/** A new page whose console errors and uncaught exceptions are collected for assertions. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = (await context.newPage()) as TrackedPage;
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
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
