// The static Storybook build the visual tests read: its public story index, a server for it, and
// how a story is opened and waited for.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { loadAllImages } from '../support/loadAllImages';

export const storybookStatic = path.resolve(
  __dirname,
  '../..',
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);

/** An entry of Storybook's index.json (the fields the visual test uses). */
export type IndexEntry = { id: string; title: string; name: string; type: string; tags?: string[] };

export function readStoryIndex(): IndexEntry[] {
  const file = path.join(storybookStatic, 'index.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build Storybook first (npm run test:visual builds it unless --no-build).`,
    );
  }
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

// Opening a story as the runner does, and what of the page it draws on.

export function storyUrl(id: string): string {
  const base = process.env.STORYBOOK_URL;
  if (!base) throw new Error('STORYBOOK_URL is not set: run through playwright.config.ts');
  // a11y.manual: the a11y addon's automatic axe run is for the Storybook UI; it only costs time here.
  const globals = 'colorMode:system;a11y.manual:!true';
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`;
}

/** Resolves once the DOM has not changed for `quietMs` (a play function has finished). */
function domSettled(page: Page, quietMs = 250, maxMs = 10_000): Promise<void> {
  return page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    { quietMs, maxMs },
  );
}

/** Storybook's error display (a render error or a failing play function), if it is showing. */
export async function storyError(page: Page): Promise<string | null> {
  const message = page.locator('#error-message');
  return (await message.isVisible()) ? await message.innerText() : null;
}

/**
 * The story is in #storybook-root (or Storybook shows an error), its play function (Storybook
 * tags those stories `play-fn`) has stopped changing the page, fonts and all images are in.
 */
export async function waitForStory(page: Page, entry: IndexEntry): Promise<void> {
  await expect(
    page.locator('#storybook-root > *, body.sb-show-errordisplay').first(),
  ).toBeAttached({ timeout: 20_000 });
  if (entry.tags?.includes('play-fn')) await domSettled(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(loadAllImages, undefined);
}

/** Room around a story's drawing for what is painted outside its boxes: focus rings, shadows. */
export const CLIP_MARGIN = 16;

/**
 * Runs in the page: the part of the page a story draws on, in page coordinates. That is the
 * union of the boxes of everything inside Storybook's root and of what the story put outside it
 * (a portal, a fixed dialog), widened by `margin` and kept inside the page. The window keeps its
 * width, so the layout is the viewport's; only the capture is cropped, and a tolerance measured
 * on the crop is a tolerance on the component, not on an empty 1280x800 canvas.
 */
export function storyArea(margin: number): { x: number; y: number; width: number; height: number } {
  const root = document.getElementById('storybook-root');
  const outside = Array.from(document.body.children).filter(
    (el) =>
      el !== root &&
      !el.matches('script, style, link, #storybook-docs, [class^="sb-"], [id^="sb-"]'),
  );
  const elements = [root, ...(root?.querySelectorAll('*') ?? [])];
  for (const el of outside) elements.push(el, ...el.querySelectorAll('*'));
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const el of elements) {
    if (!el) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left + window.scrollX);
    top = Math.min(top, box.top + window.scrollY);
    right = Math.max(right, box.right + window.scrollX);
    bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  const page = document.documentElement;
  const pageWidth = Math.max(page.scrollWidth, page.clientWidth);
  const pageHeight = Math.max(page.scrollHeight, page.clientHeight);
  if (left === Infinity) return { x: 0, y: 0, width: pageWidth, height: pageHeight };
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  return {
    x,
    y,
    width: Math.min(pageWidth, Math.ceil(right + margin)) - x,
    height: Math.min(pageHeight, Math.ceil(bottom + margin)) - y,
  };
}

/** Playwright global setup: serve the build for the run; the returned function stops it. */
export default async function serveStorybook() {
  const server = await serveStatic(storybookStatic);
  process.env.STORYBOOK_URL = server.url;
  return server.close;
}
