#!/usr/bin/env node
// JavaScript and CSS each route loads before interaction: raw, gzip and brotli bytes, read from
// the built HTML, then checked against what Chromium actually fetches when loading the page.
//   npm run bench:js [-- --dir public]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import reasons from './js-reasons.mjs';
import { attribute, reasonFor } from './lib/attribution.mjs';
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
  // The build's own chunk (public/ keeps older builds' files beside it).
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const chunk = stats.assetsByChunkName?.['vitals-reporter']?.find((f) => f.endsWith('.js'));
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

/**
 * What a part of the site adds to the page's own code, bundled on its own the way webpack
 * includes it: React, jotai, Emotion, Gatsby and the ui's theme and primitives are shared with
 * the rest of the page, so they are left out; the part's own modules are counted.
 */
async function partWeight(entryPoints, { lazy = [] } = {}) {
  const { build } = await import('esbuild');
  const shared = /^(react|react-dom|jotai|gatsby|@emotion\/[\w-]+|@portabletext\/[\w-]+)(\/.*)?$/;
  const bundled = await build({
    // One bundle of all the part's modules, so code they share is counted once.
    stdin: {
      contents: entryPoints.map((entry) => `export * from './${entry}';`).join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    loader: { '.tsx': 'tsx', '.ts': 'ts' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'shared',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (shared.test(args.path) || lazy.some((l) => args.path.endsWith(l))) {
              return { path: args.path, external: true };
            }
            // The ui's theme, primitives and icons are on every page already.
            if (/\/ui(\/index)?$|\/ui\/(theme|primitives|icons)(\/|$)/.test(args.path)) {
              return { path: args.path, external: true };
            }
            return undefined;
          });
        },
      },
    ],
  });
  return sizes(Buffer.concat(bundled.outputFiles.map((f) => Buffer.from(f.contents))));
}

// Issue 18: search costs the page its button and "/" key only (the dialog and Pagefind load
// when it is opened); the table of contents is part of every post page that has one.
const searchCost = await partWeight(['src/search/SiteSearch.tsx', 'ui/SearchButton/index.ts'], {
  lazy: ['./SearchPanel'],
});
const tocCost = await partWeight([
  'ui/TableOfContents/index.ts',
  'ui/PostHeader/PostColumns.tsx',
  'ui/PortableBody/headings.ts',
  'src/hooks/useActiveHeading.ts',
]);

const server = await startServer({ PUBLIC_DIR: publicDir });
const browser = await launchChromium();
const results = [];
let searchOpened;
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
    const scriptFiles = [];
    for (const src of new Set([...built.scripts, ...fetched.keys()])) {
      const file = path.join(publicDir, src);
      if (!fs.existsSync(file)) continue;
      const size = sizes(fs.readFileSync(file));
      built.js = add(built.js, size);
      scriptFiles.push({ file: src, brotli: size.brotli });
    }
    results.push({
      route,
      ...built,
      browserScripts: fetched.size,
      browserJsRaw: browserJs,
      loadedButNotInHtml: extra,
      scriptFiles,
    });
    console.log(
      `${route.padEnd(34)} JS ${kb(built.js.raw)} raw / ${kb(built.js.gzip)} gz / ${kb(built.js.brotli)} br  CSS ${kb(built.css.brotli)} br  (HTML names ${built.scripts.length} scripts, Chromium fetched ${fetched.size}, ${kb(browserJs)} raw${extra.length ? `, ${extra.length} loaded by the runtime` : ''})`,
    );
  }
  // Search, opened: what the first "/" on /blog fetches (the dialog's chunk, Pagefind's
  // script, worker and WebAssembly, the index's entry and the chunks a query needs).
  searchOpened = await measureSearchOpen(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}

async function measureSearchOpen(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
  const fetched = [];
  page.on('response', async (response) => {
    try {
      fetched.push({
        path: new URL(response.url()).pathname,
        bytes: (await response.body()).length,
      });
    } catch {
      // redirected or aborted
    }
  });
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('react');
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const part = (test) => {
    const files = fetched.filter((f) => test(f.path));
    const raw = files.reduce((sum, f) => sum + f.bytes, 0);
    // Scripts are sent brotli-encoded (precompressed); Pagefind's index files are gzip inside.
    const brotli = files.reduce((sum, f) => {
      const file = path.join(publicDir, f.path);
      return (
        sum +
        (/\.js$/.test(f.path) && fs.existsSync(file)
          ? sizes(fs.readFileSync(file)).brotli
          : f.bytes)
      );
    }, 0);
    return { files: files.length, raw, sent: brotli };
  };
  return {
    dialog: part((p) => !p.startsWith('/pagefind/') && p.endsWith('.js')),
    pagefindJs: part((p) => /^\/pagefind\/pagefind(-worker)?\.js$/.test(p)),
    wasm: part((p) => /^\/pagefind\/wasm\./.test(p)),
    index: part((p) => /^\/pagefind\/.*(\.pf_\w+|\.json)$/.test(p)),
  };
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

const searchLine =
  `Search: ${searchCost.brotli} B brotli on every page before it is opened (the header's ` +
  `button and "/" key); on opening, the dialog ${kb(searchOpened.dialog.sent)} br, Pagefind's ` +
  `script and worker ${kb(searchOpened.pagefindJs.sent)} br, its WebAssembly ` +
  `${kb(searchOpened.wasm.sent)}, index for a query ${kb(searchOpened.index.sent)}`;
const tocLine = `Table of contents: ${tocCost.brotli} B brotli on a post page that has one (the TOC, its column layout, heading ids and the section tracker)`;
console.log(searchLine);
console.log(tocLine);

// Issue 38: what / and a post carry, by module (source maps in sourcemaps/), so every
// kilobyte before interaction has a name, and each name a reason (bench/js-reasons.mjs).
const mapDir = path.resolve('sourcemaps');
const DEFERRABLE = 'Could be deferred:';
const attributed = fs.existsSync(mapDir)
  ? results
      .filter((r) => r.route === '/' || r.route.startsWith('/blog/'))
      .map((r) => {
        const owners = attribute(publicDir, mapDir, r.scriptFiles).map((o) => ({
          ...o,
          ...reasonFor(reasons, o.owner, r.route),
        }));
        return { route: r.route, owners };
      })
  : [];

/**
 * One row per module, biggest first; the modules a folder entry covers (no entry of their own)
 * share one row under the folder's name, with their names listed.
 */
function justifiedRows(owners) {
  const rows = new Map();
  for (const { owner, brotli, key, reason } of owners) {
    const label = key && key !== owner ? key : owner;
    const row = rows.get(label) ?? { label, brotli: 0, members: [], reason };
    row.brotli += brotli;
    if (label !== owner) row.members.push(owner.slice(label.length));
    rows.set(label, row);
  }
  return [...rows.values()].sort((a, b) => b.brotli - a.brotli);
}

const TOP = 25;
const unjustified = [];
for (const { route, owners } of attributed) {
  console.log(`\n${route}: JS brotli by module (estimated from source maps)`);
  for (const { owner, brotli } of owners.slice(0, TOP)) {
    console.log(`${kb(brotli).padStart(10)}  ${owner}`);
  }
  const missing = owners.filter((o) => o.reason === undefined).map((o) => o.owner);
  if (missing.length > 0) unjustified.push({ route, missing });
}
for (const { route, missing } of unjustified) {
  console.log(
    `WARNING: no reason on file in bench/js-reasons.mjs for ${missing.length} module(s) ${route} loads before interaction: ${missing.join(', ')}. Say there why each must load before the visitor interacts (or that it could be deferred).`,
  );
}
/**
 * The code the stack brings before any line of ours (issue 38's floor): the framework and the
 * libraries the stack names, as the source maps attribute them.
 */
const STACK_PARTS = [
  ['React 19', (o) => ['react-dom', 'react', 'scheduler'].includes(o)],
  [
    "Gatsby's runtime and router with webpack's bootstrap",
    (o) =>
      o.startsWith('gatsby (') ||
      o.startsWith('webpack/') ||
      [
        'gatsby',
        'gatsby-page-utils',
        'mitt',
        'shallow-compare',
        'prop-types',
        'invariant',
        '@babel/runtime',
      ].includes(o),
  ],
  ['Emotion', (o) => o.startsWith('@emotion/') || o === 'stylis'],
  ['Jotai', (o) => o === 'jotai'],
];

function stackLine(owners) {
  const parts = STACK_PARTS.map(([name, test]) => [
    name,
    owners.filter((o) => test(o.owner)).reduce((sum, o) => sum + o.brotli, 0),
  ]);
  const total = parts.reduce((sum, [, brotli]) => sum + brotli, 0);
  return (
    `Of it, ${kb(total)} is the stack's own code, before any of ours: ` +
    parts.map(([name, brotli]) => `${name} ${kb(brotli)}`).join(', ')
  );
}

const cell = (text) => text.replaceAll('|', '\\|');
const attributionTables = attributed
  .map(({ route, owners }) => {
    const total = owners.reduce((sum, o) => sum + o.brotli, 0);
    const deferrable = owners
      .filter((o) => o.reason?.startsWith(DEFERRABLE))
      .reduce((sum, o) => sum + o.brotli, 0);
    return (
      `What ${route} carries before interaction, by module (brotli shared out by each chunk's source map: an estimate), ` +
      `and why each loads before the visitor interacts (bench/js-reasons.mjs). ` +
      `"${DEFERRABLE}" marks ${kb(deferrable)} of the ${kb(total)}. ${stackLine(owners)}:\n\n` +
      table(
        ['module', 'brotli (est.)', 'why before interaction'],
        justifiedRows(owners).map((row) => [
          cell(row.members.length ? `${row.label} (${row.members.join(', ')})` : row.label),
          kb(row.brotli),
          cell(row.reason ?? '**no reason on file**'),
        ]),
      )
    );
  })
  .join('\n\n');

// The figures of the run before this one, to show what changed per route.
const previousFile = path.resolve('bench/results/js-weight.json');
const previous = fs.existsSync(previousFile)
  ? JSON.parse(fs.readFileSync(previousFile, 'utf8'))
  : undefined;
const before = (route) => {
  // A post is compared with the post measured last time, whichever it was.
  const match = (r) =>
    r.route === route || (route.startsWith('/blog/') && r.route.startsWith('/blog/'));
  return previous?.results?.find(match)?.js?.brotli;
};
const delta = (r) => {
  const old = before(r.route);
  if (old === undefined) return '–';
  const d = r.js.brotli - old;
  return `${d >= 0 ? '+' : '−'}${kb(Math.abs(d))}`;
};
for (const r of results)
  console.log(
    `${r.route.padEnd(34)} JS brotli ${kb(r.js.brotli)}, ${delta(r)} since ${previous?.date?.slice(0, 10) ?? 'no earlier run'}`,
  );

saveResults(
  'js-weight',
  'JavaScript and CSS before interaction',
  {
    publicDir,
    results,
    reporter,
    search: { beforeOpening: searchCost, opened: searchOpened },
    toc: tocCost,
    attributed,
  },
  (reporterLine ? `${reporterLine}.\n\n` : '') +
    `${searchLine}.\n\n${tocLine}.\n\n` +
    table(
      [
        'route',
        'JS raw',
        'JS gzip',
        'JS brotli',
        'CSS brotli',
        'scripts in HTML',
        'scripts Chromium fetched',
        `JS brotli since ${previous?.date?.slice(0, 10) ?? '–'}`,
      ],
      results.map((r) => [
        r.route,
        kb(r.js.raw),
        kb(r.js.gzip),
        kb(r.js.brotli),
        kb(r.css.brotli),
        String(r.scripts.length),
        `${r.browserScripts} (${kb(r.browserJsRaw)} raw)`,
        delta(r),
      ]),
    ) +
    (attributionTables ? `\n\n${attributionTables}` : ''),
);
console.log('written bench/results/js-weight.json and bench/RESULTS.md');
