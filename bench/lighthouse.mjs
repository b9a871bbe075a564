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
//   npm run bench:lighthouse -- --anchor DIR      also another Gatsby site (DIR/public, e.g. a
//                                                 build of gatsby-starter-blog, see
//                                                 docs/performance.md), in the same
//                                                 alternation: its home against ours,
//                                                 its first post against our post (or
//                                                 --anchor-routes "/=/,/blog/x=/hello-world/"),
//                                                 ratios printed, the targets table written
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/browser.mjs';
import { anchorRoutes, prepareAnchor } from './lib/anchor.mjs';
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
// The anchor: another Gatsby site, precompressed like ours and served by the same server.
const anchorDir = option('anchor');
const anchorPublic = anchorDir ? prepareAnchor(anchorDir) : undefined;
const anchor = anchorPublic
  ? {
      server: await startServer({ ...PRODUCTION, PUBLIC_DIR: anchorPublic }),
      routes: anchorRoutes(routes, anchorPublic, option('anchor-routes')),
    }
  : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_FLAGS.filter((f) => f !== '--font-render-hinting=none'),
});

/** The Lighthouse that measured (written beside the targets). */
let lighthouseVersion = 'unknown';

function summarize(lhr) {
  lighthouseVersion = lhr.lighthouseVersion ?? lighthouseVersion;
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
      const theirs = [];
      const anchorRoute = anchor?.routes.get(route);
      // Alternating: the page, then its no-JS variant (and the baseline, and the anchor's
      // page), so all see the same machine.
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measure(`${base}${route}`, preset));
        if (variant) plain.push(await measure(`${variant.server.url}${route}`, preset));
        if (baseline) before.push(await measure(`${baseline.url}${route}`, preset));
        if (anchorRoute) theirs.push(await measure(`${anchor.server.url}${anchorRoute}`, preset));
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
      if (anchorRoute) {
        row.anchor = {
          route: anchorRoute,
          performance: pick('performance', theirs),
          lcpMs: pick('lcpMs', theirs),
          tbtMs: pick('tbtMs', theirs),
          cls: pick('cls', theirs),
          jsBytes: pick('jsBytes', theirs),
        };
        row.tbtRatio = row.tbtMs / Math.max(1, row.anchor.tbtMs);
        row.jsOverAnchor = row.jsBytes - row.anchor.jsBytes;
        console.log(
          `${preset.padEnd(7)} ${route.padEnd(32)} anchor ${anchorRoute}: perf ${Math.round(row.anchor.performance * 100)} LCP ${Math.round(row.anchor.lcpMs)} ms TBT ${Math.round(row.anchor.tbtMs)} ms CLS ${row.anchor.cls.toFixed(3)} JS ${kb(row.anchor.jsBytes)}; ours/anchor TBT ${row.tbtRatio.toFixed(2)}, JS ${row.jsOverAnchor >= 0 ? '+' : ''}${kb(row.jsOverAnchor)}`,
        );
      }
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
  await anchor?.server.stop();
  if (variant) fs.rmSync(variant.dir, { recursive: true, force: true });
  if (anchorPublic) fs.rmSync(anchorPublic, { recursive: true, force: true });
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
      ...(anchor ? ['anchor page', 'anchor TBT', 'anchor JS', 'TBT ours/anchor (≤ 1.2)'] : []),
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
      ...(anchor
        ? r.anchor
          ? [
              r.anchor.route,
              `${Math.round(r.anchor.tbtMs)} ms`,
              kb(r.anchor.jsBytes),
              r.tbtRatio.toFixed(2),
            ]
          : ['-', '-', '-', '-']
        : []),
    ]),
  ),
);
console.log('written bench/results/lighthouse.json and bench/RESULTS.md');

// Issue 38's targets, from this run's rows: written only when the anchor was measured with us.
if (anchor) {
  const mobile = results.filter((r) => r.preset === 'mobile');
  const paired = mobile.filter((r) => r.anchor);
  const theirJs = Math.max(...paired.map((r) => r.anchor.jsBytes));
  const status = (met, text) => `${met ? 'met' : '**missed**'}: ${text}`;
  const rows = [];
  if (paired.length > 0) {
    const over = mobile.filter((r) => r.jsBytes > theirJs + 5 * 1024);
    rows.push([
      `JS before interaction ≤ the anchor's + 5 KB brotli on every route (anchor ${kb(theirJs)}, so ≤ ${kb(theirJs + 5 * 1024)})`,
      status(over.length === 0, mobile.map((r) => `${r.route} ${kb(r.jsBytes)}`).join(', ')),
    ]);
    for (const r of paired) {
      rows.push([
        `TBT of ${r.route} ≤ 1.2 × the anchor's ${r.anchor.route} (mobile)`,
        status(
          r.tbtRatio <= 1.2,
          `${Math.round(r.tbtMs)} ms against ${Math.round(r.anchor.tbtMs)} ms, ${r.tbtRatio.toFixed(2)}×`,
        ),
      ]);
    }
  }
  const insta = mobile.find((r) => r.route === '/insta');
  if (insta?.lcpRatio !== undefined) {
    rows.push([
      '/insta LCP ≤ 1.15 × its no-JS variant (mobile)',
      status(
        insta.lcpRatio <= 1.15,
        `${Math.round(insta.lcpMs)} ms against ${Math.round(insta.noJs.lcpMs)} ms, ${insta.lcpRatio.toFixed(2)}×`,
      ),
    ]);
  }
  const cls = results.filter((r) => r.cls > 0);
  rows.push([
    'CLS 0 on every route',
    status(
      cls.length === 0,
      cls.length
        ? cls.map((r) => `${r.preset} ${r.route} ${r.cls.toFixed(3)}`).join(', ')
        : 'every route, every preset',
    ),
  ]);
  const below = results.filter((r) => Math.min(r.accessibility, r.bestPractices, r.seo) < 1);
  rows.push([
    'Accessibility, best practices, SEO 100',
    status(
      below.length === 0,
      below.length
        ? below.map((r) => `${r.preset} ${r.route}`).join(', ')
        : 'every route, every preset',
    ),
  ]);
  saveResults(
    'targets-38',
    `Targets (issue 38) against ${path.basename(path.resolve(anchorDir))}, this run`,
    { anchor: path.resolve(anchorDir), runs, rows },
    `Written by \`npm run bench:lighthouse -- --anchor DIR\` from the medians of its ${runs} alternating runs (the Lighthouse section below); Lighthouse ${lighthouseVersion}, mobile preset unless named.\n\n${table(['target', 'status'], rows)}`,
  );
  console.log('written the issue 38 targets to bench/RESULTS.md');
}
