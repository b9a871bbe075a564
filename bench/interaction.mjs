#!/usr/bin/env node
// Long tasks while a visitor uses the page (issue 19): Chromium at 4x CPU slowdown opens / and a
// post, waits for hydration, then scrolls to the end and back and clicks through the page's
// controls (theme, search, on a post the clap button). Every task over 50 ms is recorded
// (PerformanceObserver 'longtask'), split into those before hydration finished and those after.
//   npm run bench:interaction                 -- --runs 3 --slowdown 4
import { launchChromium } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { option } from './lib/args.mjs';
import { median, saveResults, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

const runs = Number(option('runs') ?? 3);
const slowdown = Number(option('slowdown') ?? 4);
const post = benchRoutes().find((r) => r.startsWith('/blog/'));
const routes = ['/', post].filter(Boolean);

const server = await startServer({ NODE_ENV: 'production' });
const browser = await launchChromium();

async function visit(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1000);
  const hydrated = await page.evaluate(() => performance.now());
  // Where each phase starts (page clock), so that a long task can be put down to what caused it.
  const phases = [];
  const phase = async (name) =>
    phases.push({ name, start: await page.evaluate(() => performance.now()) });
  await phase('scroll');

  // Scroll to the end in steps, and back to the top.
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(150);
  }
  // The controls every page has, and a post's claps.
  const clicks = [
    page.getByRole('button', { name: /Switch to (dark|light) mode/ }),
    page.getByRole('button', { name: /Switch to (dark|light) mode/ }),
  ];
  if (route.startsWith('/blog/')) clicks.push(page.getByRole('button', { name: /clap/i }).first());
  for (const [i, control] of clicks.entries()) {
    await phase(i < 2 ? 'theme' : 'clap');
    await control.click();
    await page.waitForTimeout(400);
  }
  await phase('search');
  await page.getByRole('button', { name: 'Search posts' }).first().click();
  await page.getByRole('combobox').fill('react');
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);

  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  const after = tasks
    .filter((t) => t.start >= hydrated)
    .map((t) => ({ ...t, phase: phases.findLast((p) => p.start <= t.start)?.name ?? 'idle' }));
  return {
    beforeCount: tasks.length - after.length,
    beforeMax: Math.max(0, ...tasks.filter((t) => t.start < hydrated).map((t) => t.duration)),
    afterCount: after.length,
    afterMax: Math.max(0, ...after.map((t) => t.duration)),
    after,
  };
}

/** What the visitor does after hydration, in order; each long task is put down to one. */
const PHASES = ['scroll', 'theme', 'clap', 'search'];

/** "scroll 0, theme 6 (≤ 158 ms), …" */
const phaseSummary = (byPhase) =>
  Object.entries(byPhase)
    .map(([name, p]) => `${name} ${p.tasks}${p.tasks ? ` (≤ ${Math.round(p.maxMs)} ms)` : ''}`)
    .join(', ');

const results = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await visit(route));
    const pick = (key) => median(samples.map((s) => s[key]));
    const row = {
      route,
      runs,
      slowdown,
      loadTasks: pick('beforeCount'),
      loadMaxMs: pick('beforeMax'),
      afterTasks: pick('afterCount'),
      afterMaxMs: pick('afterMax'),
      worstAfter: samples.flatMap((s) => s.after).sort((a, b) => b.duration - a.duration)[0],
      // Per phase: median count of long tasks, and the longest seen in any run.
      byPhase: Object.fromEntries(
        PHASES.map((name) => {
          const perRun = samples.map((s) => s.after.filter((t) => t.phase === name));
          const longest = Math.max(0, ...perRun.flat().map((t) => t.duration));
          return [name, { tasks: median(perRun.map((ts) => ts.length)), maxMs: longest }];
        }),
      ),
    };
    results.push(row);
    console.log(
      `${route.padEnd(34)} until hydrated: ${row.loadTasks} long tasks, longest ${Math.round(row.loadMaxMs)} ms; ` +
        `scrolling and clicking after: ${row.afterTasks}, longest ${Math.round(row.afterMaxMs)} ms ` +
        `(${phaseSummary(row.byPhase)})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

saveResults(
  'interaction',
  `Long tasks while using the page (${slowdown}x CPU slowdown, median of ${runs})`,
  { runs, slowdown, results },
  table(
    [
      'route',
      'long tasks until hydrated',
      'longest',
      'long tasks after (scroll, clicks, search)',
      'longest after (target ≤ 50 ms: none)',
      'after, by what the visitor did',
    ],
    results.map((r) => [
      r.route,
      String(r.loadTasks),
      `${Math.round(r.loadMaxMs)} ms`,
      String(r.afterTasks),
      `${Math.round(r.afterMaxMs)} ms`,
      phaseSummary(r.byPhase),
    ]),
  ),
);
console.log('written bench/results/interaction.json and bench/RESULTS.md');
