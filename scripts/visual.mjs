#!/usr/bin/env node
// Storybook visual regression: every story screenshotted in Chromium and compared with the
// baselines committed under __tests__/visual/baselines.
//   npm run test:visual                 build Storybook, compare
//   npm run test:visual -- --update     rewrite baselines (new and changed)
//   npm run test:visual -- --no-build   reuse storybook-static/
//   npm run test:visual -- --filter topbar
// A story opts out with the tag 'no-visual'. Width and colour mode come from the story's
// globals (viewport: mobile | tablet | desktop, colorMode: light | dark).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchChromium } from './lib/browser.mjs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const noBuild = args.includes('--no-build');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1]?.toLowerCase() : undefined;

const root = process.cwd();
const staticDir = path.resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const baselineDir = path.join(root, '__tests__/visual/baselines');
const diffDir = path.join(root, '__tests__/visual/__diff__');
const WIDTHS = { mobile: 375, tablet: 700, desktop: 1280 };
/** Per-pixel colour distance (pixelmatch) and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.03;
const MAX_DIFF_RATIO = 0.002;
const CONCURRENCY = 2;

if (!noBuild) {
  console.log('visual: building Storybook…');
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', staticDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}

const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) =>
    e.type === 'story' &&
    !(e.tags ?? []).includes('no-visual') &&
    (!filter || e.id.includes(filter)),
);

fs.mkdirSync(baselineDir, { recursive: true });
fs.rmSync(diffDir, { recursive: true, force: true });

const server = await serveStatic(staticDir);
const browser = await launchChromium();
const failures = [];
let written = 0;
let compared = 0;

/** Each story's globals (viewport, colour mode), read once from Storybook's own store. */
async function allStoryGlobals(context, ids) {
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/iframe.html`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
    return await page.evaluate(async (storyIds) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const out = {};
      for (const storyId of storyIds) {
        const story = await store.loadStory({ storyId });
        out[storyId] = store.getStoryContext(story).globals;
      }
      return out;
    }, ids);
  } finally {
    await page.close();
  }
}

async function waitForStory(page, id) {
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.storyRenders?.find((r) => r.id === storyId);
      return render && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase);
    },
    id,
    { timeout: 30000 },
  );
  return page.evaluate(
    (storyId) => window.__STORYBOOK_PREVIEW__.storyRenders.find((r) => r.id === storyId).phase,
    id,
  );
}

async function shoot(entry, globals) {
  // A fresh context per story, sized before the story renders, so play functions see the real
  // layout and no compositor state leaks between concurrent screenshots.
  const width = WIDTHS[globals?.viewport?.value] ?? WIDTHS.desktop;
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    viewport: { width, height: 800 },
    colorScheme: globals?.colorMode === 'dark' ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const url = `${server.url}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`;
    await page.goto(url);
    const phase = await waitForStory(page, entry.id);
    if (phase !== 'completed' && phase !== 'finished')
      throw new Error(`story ended in phase "${phase}" ${errors.join('; ')}`);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images)
          .filter((img) => !img.complete && img.loading !== 'lazy')
          .map(
            (img) =>
              new Promise(
                (r) =>
                  img.addEventListener('load', r, { once: true }) ||
                  img.addEventListener('error', r, { once: true }),
              ),
          ),
      );
    });
    await page.waitForTimeout(100);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

function compare(id, actualBuffer) {
  const file = path.join(baselineDir, `${id}.png`);
  if (update || !fs.existsSync(file)) {
    if (!update) {
      failures.push(`${id}: no baseline (run npm run test:visual -- --update and commit it)`);
      fs.mkdirSync(diffDir, { recursive: true });
      fs.writeFileSync(path.join(diffDir, `${id}.actual.png`), actualBuffer);
      return;
    }
    const previous = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    if (!previous || !previous.equals(actualBuffer)) {
      if (previous) {
        const result = diff(PNG.sync.read(previous), PNG.sync.read(actualBuffer));
        if (result.ok) return; // within tolerance: keep the committed file stable
      }
      fs.writeFileSync(file, actualBuffer);
      written += 1;
    }
    return;
  }
  compared += 1;
  const expected = PNG.sync.read(fs.readFileSync(file));
  const actual = PNG.sync.read(actualBuffer);
  const result = diff(expected, actual);
  if (!result.ok) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, `${id}.actual.png`), actualBuffer);
    if (result.image)
      fs.writeFileSync(path.join(diffDir, `${id}.diff.png`), PNG.sync.write(result.image));
    failures.push(`${id}: ${result.reason}; see __tests__/visual/__diff__/${id}.diff.png`);
  }
}

function diff(expected, actual) {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      ok: false,
      reason: `size changed from ${expected.width}x${expected.height} to ${actual.width}x${actual.height}`,
    };
  }
  const image = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(
    expected.data,
    actual.data,
    image.data,
    expected.width,
    expected.height,
    {
      threshold: PIXEL_THRESHOLD,
    },
  );
  const ratio = changed / (expected.width * expected.height);
  return {
    ok: ratio <= MAX_DIFF_RATIO,
    reason: `${changed} pixels (${(ratio * 100).toFixed(3)}%) differ, tolerance ${(MAX_DIFF_RATIO * 100).toFixed(1)}%`,
    image,
  };
}

try {
  const context = await browser.newContext({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const globalsById = await allStoryGlobals(
    context,
    stories.map((e) => e.id),
  );
  const queue = [...stories];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        try {
          compare(entry.id, await shoot(entry, globalsById[entry.id]));
        } catch (error) {
          failures.push(`${entry.id}: ${error instanceof Error ? error.message : error}`);
        }
      }
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

if (update && !filter) {
  // Drop baselines of stories that no longer exist, so the folder mirrors the stories.
  const ids = new Set(stories.map((e) => `${e.id}.png`));
  for (const file of fs.readdirSync(baselineDir))
    if (!ids.has(file)) fs.rmSync(path.join(baselineDir, file));
}

console.log(
  `visual: ${stories.length} stories, ${compared} compared, ${written} baseline(s) written, ${failures.length} failure(s)`,
);
if (failures.length) {
  for (const f of failures) console.error(`  ✗ ${f}`);
  process.exit(1);
}
