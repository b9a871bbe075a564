#!/usr/bin/env node
// What loading a route costs the main thread, this build against another, in alternating loads
// (issue 38): Chromium's own counters (the DevTools protocol's Performance.getMetrics) after
// the load and 2.5 s more, at a phone's width, with no CPU slowdown. Style and layout are
// what `content-visibility` on the parts below the first screen saves; script and all tasks
// are there to show nothing moved elsewhere. Prints medians and the ratio; saves nothing.
//   npm run bench:render -- --baseline DIR         DIR: another build's public/
//   npm run bench:render -- --baseline DIR --runs 7 --routes /,/blog/x/
import path from 'node:path';
import { launchChromium } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { option } from './lib/args.mjs';
import { median, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

// A production server, which refuses to start without SMTP_URL (see bench/interaction.mjs).
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };
const baselineDir = option('baseline');
if (!baselineDir) {
  console.error('usage: npm run bench:render -- --baseline DIR [--runs N] [--routes /,/blog/x/]');
  process.exit(2);
}
const runs = Number(option('runs') ?? 5);
const routes = option('routes')?.split(',') ?? benchRoutes().slice(0, 3);
const METRICS = {
  'style (ms)': 'RecalcStyleDuration',
  'layout (ms)': 'LayoutDuration',
  'script (ms)': 'ScriptDuration',
  'all tasks (ms)': 'TaskDuration',
};

const sites = [
  { name: 'this build', server: await startServer(PRODUCTION) },
  {
    name: 'baseline',
    server: await startServer({ ...PRODUCTION, PUBLIC_DIR: path.resolve(baselineDir) }),
  },
];
const browser = await launchChromium();

/** The counters of one fresh load of `url`, in milliseconds. */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    return Object.fromEntries(
      Object.entries(METRICS).map(([label, name]) => [label, (value[name] ?? 0) * 1000]),
    );
  } finally {
    await context.close();
  }
}

try {
  const rows = [];
  for (const route of routes) {
    const samples = sites.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      for (const [k, site] of sites.entries()) samples[k].push(await load(site.server.url + route));
    }
    for (const label of Object.keys(METRICS)) {
      const [ours, theirs] = samples.map((s) => median(s.map((sample) => sample[label])));
      rows.push([route, label, ours.toFixed(1), theirs.toFixed(1), (ours / theirs).toFixed(2)]);
    }
  }
  console.log(
    `\nMedian of ${runs} alternating loads, 412 px, no CPU slowdown\n\n` +
      table(['route', 'main thread', 'this build', 'baseline', 'ratio'], rows),
  );
} finally {
  await browser.close();
  for (const site of sites) await site.server.stop();
}
