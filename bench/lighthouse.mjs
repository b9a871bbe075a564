#!/usr/bin/env node
// Lighthouse on the main routes, mobile and desktop presets, N runs each, median.
//   npm run bench:lighthouse                      built site on our server (starts it)
//   npm run bench:lighthouse -- --url https://x   any deployed site (same routes)
//   npm run bench:lighthouse -- --runs 5
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { kb, median, saveResults, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const givenUrl = option('url')?.replace(/\/+$/, '');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = givenUrl ? undefined : await startServer({ NODE_ENV: 'production' });
const base = givenUrl ?? server.url;
const routes = benchRoutes();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_FLAGS.filter((f) => f !== '--font-render-hinting=none'),
});

function summarize(lhr) {
  const audits = lhr.audits;
  const items = audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script');
  return {
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    bestPractices: lhr.categories['best-practices']?.score,
    seo: lhr.categories.seo?.score,
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    totalBytes: audits['total-byte-weight']?.numericValue,
    jsBytes: script?.transferSize ?? 0,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const results = [];
try {
  for (const preset of ['mobile', 'desktop']) {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        // Chromium now and then fails to record the trace (NO_NAVSTART): run that one again.
        let lhr;
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(
            `${base}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.message}`);
          console.warn(`${route}: ${lhr.runtimeError.code}, running it again`);
        }
        samples.push(summarize(lhr));
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const row = {
        preset,
        route,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalBytes: pick('totalBytes'),
        jsBytes: pick('jsBytes'),
        failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
      };
      results.push(row);
      console.log(
        `${preset.padEnd(7)} ${route.padEnd(32)} perf ${Math.round(row.performance * 100)} a11y ${Math.round(row.accessibility * 100)} bp ${Math.round(row.bestPractices * 100)} seo ${Math.round(row.seo * 100)}  LCP ${Math.round(row.lcpMs)} ms  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  total ${kb(row.totalBytes)}  JS ${kb(row.jsBytes)}${row.failingAudits.length ? `  failing: ${row.failingAudits.join(', ')}` : ''}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
}

const score = (v) => String(Math.round(v * 100));
saveResults(
  'lighthouse',
  'Lighthouse (median of runs)',
  { base: givenUrl ?? 'local build on our server', runs, results },
  table(
    [
      'preset',
      'route',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'total',
      'JS (transfer)',
    ],
    results.map((r) => [
      r.preset,
      r.route,
      score(r.performance),
      score(r.accessibility),
      score(r.bestPractices),
      score(r.seo),
      `${Math.round(r.lcpMs)} ms`,
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
      kb(r.totalBytes),
      kb(r.jsBytes),
    ]),
  ),
);
console.log('written bench/results/lighthouse.json and bench/RESULTS.md');
