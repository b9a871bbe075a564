#!/usr/bin/env node
// JavaScript and CSS each route loads before interaction: raw, gzip and brotli bytes, read from
// the built HTML, then checked against what Chromium actually fetches when loading the page.
//   npm run bench:js [-- --dir public]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { kb, saveResults, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const publicDir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : 'public');
if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`bench:js: no built site in ${publicDir}; run npm run build first.`);
  process.exit(1);
}
const routes = [...benchRoutes(publicDir), '/login', '/signup', '/projects'].filter((r) =>
  fs.existsSync(htmlFile(r)),
);

function htmlFile(route) {
  return path.join(publicDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: zlib.gzipSync(buffer, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
});
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = { raw: 0, gzip: 0, brotli: 0 };

/** What the HTML asks for before any interaction: external scripts, inline scripts and CSS. */
function fromHtml(route) {
  const html = fs.readFileSync(htmlFile(route), 'utf8');
  const files = new Set();
  let js = zero;
  let css = zero;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) files.add(src.split('?')[0]);
    else if (m[2].trim()) js = add(js, sizes(Buffer.from(m[2])));
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) files.add(href.split('?')[0]);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    css = add(css, sizes(Buffer.from(m[1])));
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    const file = href && path.join(publicDir, href.split('?')[0]);
    if (file && fs.existsSync(file)) css = add(css, sizes(fs.readFileSync(file)));
  }
  // `js` holds inline scripts only; external files are added once the browser's list is known.
  return { js, css, scripts: [...files].sort() };
}

/**
 * The first-party analytics reporter (src/analytics): the beacon code every page carries in its
 * app bundle, bundled on its own the way webpack includes it, plus the web-vitals chunk the page
 * loads in idle time, as built. Compressed apart, so the sum is an upper bound.
 */
async function reporterWeight() {
  const chunk = fs.readdirSync(publicDir).find((f) => /^vitals-reporter-[\w]+\.js$/.test(f));
  if (!chunk) return undefined;
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: ['src/analytics/beacon.ts'],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    external: ['./vitals'],
    define: { 'process.env.GATSBY_API_URL': '""', 'process.env.GATSBY_ANALYTICS': '"true"' },
  });
  return {
    beacon: sizes(Buffer.from(bundled.outputFiles[0].contents)),
    chunk: { file: chunk, ...sizes(fs.readFileSync(path.join(publicDir, chunk))) },
  };
}
const reporter = await reporterWeight();

const server = await startServer({ PUBLIC_DIR: publicDir });
const browser = await launchChromium();
const results = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const fetched = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      try {
        fetched.set(new URL(response.url()).pathname, (await response.body()).length);
      } catch {
        // redirected or aborted
      }
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await context.close();
    const built = fromHtml(route);
    const browserJs = [...fetched.values()].reduce((a, b) => a + b, 0);
    const extra = [...fetched.keys()].filter((p) => !built.scripts.includes(p));
    // Count every script the HTML names or the browser fetched before interaction, once each.
    for (const src of new Set([...built.scripts, ...fetched.keys()])) {
      const file = path.join(publicDir, src);
      if (fs.existsSync(file)) built.js = add(built.js, sizes(fs.readFileSync(file)));
    }
    results.push({
      route,
      ...built,
      browserScripts: fetched.size,
      browserJsRaw: browserJs,
      loadedButNotInHtml: extra,
    });
    console.log(
      `${route.padEnd(34)} JS ${kb(built.js.raw)} raw / ${kb(built.js.gzip)} gz / ${kb(built.js.brotli)} br  CSS ${kb(built.css.brotli)} br  (HTML names ${built.scripts.length} scripts, Chromium fetched ${fetched.size}, ${kb(browserJs)} raw${extra.length ? `, ${extra.length} loaded by the runtime` : ''})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

// Issue 17's budget: what the reporter adds before interaction, at most 3 KB brotli.
const REPORTER_BUDGET = 3 * 1024;
let reporterLine = '';
if (reporter) {
  const total = reporter.beacon.brotli + reporter.chunk.brotli;
  reporterLine =
    `Analytics reporter: beacon ${reporter.beacon.brotli} B brotli in the app bundle + ` +
    `web-vitals chunk ${reporter.chunk.brotli} B brotli (${reporter.chunk.raw} B raw, loaded in ` +
    `idle time) = ${total} B of the ${REPORTER_BUDGET} B budget` +
    (total > REPORTER_BUDGET ? ' (OVER BUDGET)' : '');
  console.log(reporterLine);
}

saveResults(
  'js-weight',
  'JavaScript and CSS before interaction',
  { publicDir, results, reporter },
  (reporterLine ? `${reporterLine}.\n\n` : '') +
    table(
      [
        'route',
        'JS raw',
        'JS gzip',
        'JS brotli',
        'CSS brotli',
        'scripts in HTML',
        'scripts Chromium fetched',
      ],
      results.map((r) => [
        r.route,
        kb(r.js.raw),
        kb(r.js.gzip),
        kb(r.js.brotli),
        kb(r.css.brotli),
        String(r.scripts.length),
        `${r.browserScripts} (${kb(r.browserJsRaw)} raw)`,
      ]),
    ),
);
console.log('written bench/results/js-weight.json and bench/RESULTS.md');
