#!/usr/bin/env node
// Lighthouse on the main routes, mobile and desktop presets, N runs each, median. On the local
// build, each route is measured in alternation with its no-JavaScript variant (the same pages
// with every script taken out, bench/lib/no-js.mjs, served by a second server), and the LCP
// ratio between the two is printed: what the JavaScript costs the page (issue 19).
//   npm run bench:lighthouse                      built site on our server (starts it)
//   npm run bench:lighthouse -- --url https://x   any deployed site (same routes, no variant)
//   npm run bench:lighthouse -- --runs 5 --presets mobile --routes /,/blog
//   npm run bench:lighthouse -- --baseline DIR    also another build's public/ (say, an older
//                                                 commit's), in the same alternation: prints
//                                                 both and their ratios, saves nothing
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/browser.mjs';
import { buildNoJsVariant } from './lib/no-js.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { option } from './lib/args.mjs';
import { kb, median, saveResults, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

// A production server, which refuses to start without SMTP_URL: nothing here sends mail, so
// any address will do (the discard port; a mail would fail and be logged, never block).
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };

const runs = Number(option('runs') ?? 5);
const givenUrl = option('url')?.replace(/\/+$/, '');
const presets = (option('presets') ?? 'mobile,desktop').split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = givenUrl ? undefined : await startServer({ ...PRODUCTION });
const base = givenUrl ?? server.url;
const routes = option('routes')?.split(',') ?? benchRoutes();

// The no-JS variant of the local build, on its own server.
let variant;
if (!givenUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-nojs-'));
  const { pages, scripts } = buildNoJsVariant('public', dir);
  console.log(`no-JS variant: ${scripts} scripts taken out of ${pages} pages`);
  variant = { dir, server: await startServer({ ...PRODUCTION, PUBLIC_DIR: dir }) };
}
// Another build to compare with, served the same way (A/B of a change, one run, same machine).
const baselineDir = option('baseline');
const baseline = baselineDir
  ? await startServer({ ...PRODUCTION, PUBLIC_DIR: path.resolve(baselineDir) })
  : undefined;
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
    // Lighthouse's own measure of the host's CPU: its docs calibrate the 4x slowdown by it.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function measure(url, preset) {
  // Chromium now and then fails to record the trace (NO_NAVSTART): run that one again.
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!lhr.runtimeError) return summarize(lhr);
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

const results = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const samples = [];
      const plain = [];
      const before = [];
      // Alternating: the page, then its no-JS variant (and the baseline), so all see the same
      // machine.
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measure(`${base}${route}`, preset));
        if (variant) plain.push(await measure(`${variant.server.url}${route}`, preset));
        if (baseline) before.push(await measure(`${baseline.url}${route}`, preset));
      }
      const pick = (key, from = samples) => median(from.map((s) => s[key]));
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
        benchmarkIndex: pick('benchmarkIndex'),
        failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
        noJs: variant
          ? { lcpMs: pick('lcpMs', plain), tbtMs: pick('tbtMs', plain), cls: pick('cls', plain) }
          : undefined,
      };
      row.lcpRatio = row.noJs ? row.lcpMs / row.noJs.lcpMs : undefined;
      if (baseline) {
        row.baseline = { lcpMs: pick('lcpMs', before), tbtMs: pick('tbtMs', before) };
        const tbtRuns = (from) => from.map((s) => Math.round(s.tbtMs)).join('/');
        console.log(
          `${preset.padEnd(7)} ${route.padEnd(32)} baseline: LCP ${Math.round(row.baseline.lcpMs)} ms, TBT ${Math.round(row.baseline.tbtMs)} ms (runs ${tbtRuns(before)}); this build: TBT runs ${tbtRuns(samples)}; ratio this/baseline LCP ${(row.lcpMs / row.baseline.lcpMs).toFixed(2)}, TBT ${(row.tbtMs / Math.max(1, row.baseline.tbtMs)).toFixed(2)}`,
        );
      }
      results.push(row);
      console.log(
        `${preset.padEnd(7)} ${route.padEnd(32)} perf ${Math.round(row.performance * 100)} a11y ${Math.round(row.accessibility * 100)} bp ${Math.round(row.bestPractices * 100)} seo ${Math.round(row.seo * 100)}  LCP ${Math.round(row.lcpMs)} ms${row.noJs ? ` (no JS ${Math.round(row.noJs.lcpMs)} ms, ratio ${row.lcpRatio.toFixed(2)})` : ''}  TBT ${Math.round(row.tbtMs)} ms${row.noJs ? ` (no JS ${Math.round(row.noJs.tbtMs)} ms)` : ''}  CLS ${row.cls.toFixed(3)}  total ${kb(row.totalBytes)}  JS ${kb(row.jsBytes)}  BenchmarkIndex ${Math.round(row.benchmarkIndex)}${row.failingAudits.length ? `  failing: ${row.failingAudits.join(', ')}` : ''}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
  await variant?.server.stop();
  await baseline?.stop();
  if (variant) fs.rmSync(variant.dir, { recursive: true, force: true });
}

if (baseline) {
  console.log('compared with --baseline: nothing saved');
  process.exit(0);
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
      'no-JS LCP',
      'LCP ratio (≤ 1.15)',
      'TBT (≤ 30 ms)',
      'no-JS TBT',
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
      r.noJs ? `${Math.round(r.noJs.lcpMs)} ms` : '-',
      r.lcpRatio ? r.lcpRatio.toFixed(2) : '-',
      `${Math.round(r.tbtMs)} ms`,
      r.noJs ? `${Math.round(r.noJs.tbtMs)} ms` : '-',
      r.cls.toFixed(3),
      kb(r.totalBytes),
      kb(r.jsBytes),
    ]),
  ),
);
console.log('written bench/results/lighthouse.json and bench/RESULTS.md');
