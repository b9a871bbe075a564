#!/usr/bin/env node
// Where the main thread's time goes while / and a post load and hydrate (issue 38), by module.
// Chromium at 4x CPU slowdown loads the built route; the DevTools protocol records a CPU profile
// (Profiler, 100 µs sampling) and a trace from navigation until hydration has finished plus 3 s.
// Each sample's self time is put down to the module its function comes from, through the chunks'
// source maps (sourcemaps/, as bench:js reads them); the trace gives compile time per chunk,
// style and layout time, and the long tasks (> 50 ms) with the modules sampled inside each.
// Emotion's share is everything under @emotion/* and stylis. Medians of --runs runs.
//   npm run bench:profile                 -- --runs 5 --slowdown 4
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from '../scripts/lib/browser.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { option } from './lib/args.mjs';
import { ownerOf } from './lib/attribution.mjs';
import { median, saveResults, table } from './lib/results.mjs';
import { benchRoutes } from './lib/routes.mjs';

// A production server, which refuses to start without SMTP_URL (see bench/interaction.mjs).
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };
const runs = Number(option('runs') ?? 5);
const slowdown = Number(option('slowdown') ?? 4);
const settleMs = Number(option('settle') ?? 3000);
const publicDir = path.resolve('public');
const mapDir = path.resolve('sourcemaps');
if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error('bench:profile: no built site in public/; run npm run build first.');
  process.exit(1);
}
const post = benchRoutes(publicDir).find((r) => r.startsWith('/blog/'));
const routes = ['/', post].filter(Boolean);

const isEmotion = (owner) => owner.startsWith('@emotion/') || owner === 'stylis';
// Profile nodes that are not JavaScript of the page's own.
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);
const COMPILE = new Set(['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'V8.CompileLazy']);
const STYLE_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
]);

// One source-map consumer per chunk, read once.
const consumers = new Map();
function consumerFor(file) {
  if (!consumers.has(file)) {
    const mapFile = path.join(mapDir, `${file}.map`);
    consumers.set(
      file,
      fs.existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  return consumers.get(file);
}

/** The module a profile node's function comes from (its definition's position, mapped). */
function nodeOwner({ callFrame }, origin) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  if (!url) {
    if (/^\(.*\)$/.test(functionName)) return functionName; // (program), (garbage collector)…
    return '(V8 built-ins and native code)';
  }
  if (!url.startsWith(origin)) return '(extensions and V8 internals)';
  const file = new URL(url).pathname.slice(1);
  if (!file.endsWith('.js')) return '(inline scripts in the HTML)';
  const consumer = consumerFor(path.basename(file));
  if (!consumer) return path.basename(file);
  const found = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return found.source ? ownerOf(found.source) : '(webpack glue)';
}

/** Self time (ms) per owner from a profile; each sample's time is the gap to the next one. */
function profileSamples(profile, origin) {
  const owners = new Map(profile.nodes.map((n) => [n.id, nodeOwner(n, origin)]));
  const samples = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    samples.push({ ts: t, ms: next / 1000, owner: owners.get(profile.samples[i]) });
  }
  return samples;
}

const byOwner = (samples) => {
  const sums = new Map();
  for (const s of samples) sums.set(s.owner, (sums.get(s.owner) ?? 0) + s.ms);
  return sums;
};

/** The renderer's main thread in a trace: the CrRendererMain that evaluated our scripts. */
function mainThread(events, origin) {
  const evaluated = events.find(
    (e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(origin),
  );
  return evaluated && { pid: evaluated.pid, tid: evaluated.tid };
}

async function visit(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'loading',
      ],
    },
  });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  for (let waited = 0; ; waited += 100) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `performance.getEntriesByName('onInitialClientRender', 'mark').length > 0`,
      returnByValue: true,
    });
    if (result.value) break;
    if (waited > 60_000) throw new Error(`${route}: hydration did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  // What hydration rendered with Emotion: elements carrying an Emotion class (one per styled
  // component or css prop rendered, each element counted once) and the distinct classes.
  const { result: styled } = await cdp.send('Runtime.evaluate', {
    expression: `(() => {
      const els = [...document.querySelectorAll('[class*="css-"]')];
      const classes = new Set(els.flatMap((e) => [...e.classList].filter((c) => c.startsWith('css-'))));
      return { elements: els.length, classes: classes.size,
        rules: [...document.querySelectorAll('style[data-emotion]')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0) };
    })()`,
    returnByValue: true,
  });
  if (!styled.value) console.warn(`${route}: could not count styled elements`, styled);
  await context.close();

  const origin = server.url;
  const samples = profileSamples(profile, origin);
  const owners = byOwner(samples);
  const thread = mainThread(events, origin);
  const onMain = events.filter(
    (e) => thread && e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X',
  );
  const compile = new Map();
  for (const e of onMain.filter((e) => COMPILE.has(e.name))) {
    const url = e.args?.data?.url ?? e.args?.fileName ?? '';
    const key = url ? path.basename(new URL(url, origin).pathname) || '(the HTML)' : '(no url)';
    compile.set(key, (compile.get(key) ?? 0) + e.dur / 1000);
  }
  const styleLayout = onMain
    .filter((e) => STYLE_LAYOUT.has(e.name))
    .reduce((sum, e) => sum + e.dur / 1000, 0);
  const longTasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > 50_000)
    .map((e) => {
      const inside = samples.filter((s) => s.ts >= e.ts && s.ts < e.ts + e.dur);
      const top = [...byOwner(inside)]
        .filter(([o]) => !NOT_SCRIPT.has(o))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4);
      const styleMs = onMain
        .filter((s) => STYLE_LAYOUT.has(s.name) && s.ts >= e.ts && s.ts < e.ts + e.dur)
        .reduce((sum, s) => sum + s.dur / 1000, 0);
      if (styleMs >= 1) top.push(['(style and layout)', styleMs]);
      return { startMs: (e.ts - profile.startTime) / 1000, ms: e.dur / 1000, top };
    });
  return { owners, compile, styleLayout, longTasks, styled: styled.value ?? {} };
}

const fmt = (ms) => `${Math.round(ms)} ms`;
const server = await startServer({ ...PRODUCTION });
const browser = await launchChromium();
const results = [];
try {
  for (const route of routes) {
    const visits = [];
    for (let i = 0; i < runs; i += 1) visits.push(await visit(route));
    const medianOf = (key, name) => median(visits.map((v) => v[key].get(name) ?? 0));
    const allOwners = new Set(visits.flatMap((v) => [...v.owners.keys()]));
    const owners = [...allOwners]
      .map((owner) => ({ owner, ms: medianOf('owners', owner) }))
      .sort((a, b) => b.ms - a.ms);
    const scriptOwners = owners.filter((o) => !NOT_SCRIPT.has(o.owner));
    const scriptMs = median(
      visits.map((v) =>
        [...v.owners].filter(([o]) => !NOT_SCRIPT.has(o)).reduce((s, [, ms]) => s + ms, 0),
      ),
    );
    const emotionMs = median(
      visits.map((v) =>
        [...v.owners].filter(([o]) => isEmotion(o)).reduce((s, [, ms]) => s + ms, 0),
      ),
    );
    const allChunks = new Set(visits.flatMap((v) => [...v.compile.keys()]));
    const compile = [...allChunks]
      .map((chunk) => ({ chunk, ms: medianOf('compile', chunk) }))
      .sort((a, b) => b.ms - a.ms);
    // Long tasks of the run whose total long-task time is the median one.
    const blocking = (v) => v.longTasks.reduce((s, t) => s + t.ms - 50, 0);
    const ordered = [...visits].sort((a, b) => blocking(a) - blocking(b));
    const typical = ordered[Math.floor((ordered.length - 1) / 2)];
    const row = {
      route,
      runs,
      slowdown,
      scriptMs,
      emotionMs,
      emotionShare: emotionMs / scriptMs,
      styleLayoutMs: median(visits.map((v) => v.styleLayout)),
      compileMs: median(visits.map((v) => [...v.compile.values()].reduce((a, b) => a + b, 0))),
      blockingMs: blocking(typical),
      styled: {
        elements: median(visits.map((v) => v.styled.elements)),
        classes: median(visits.map((v) => v.styled.classes)),
        rules: median(visits.map((v) => v.styled.rules)),
      },
      top: scriptOwners.slice(0, 25),
      otherMs: scriptOwners.slice(25).reduce((s, o) => s + o.ms, 0),
      idle: Object.fromEntries(
        owners.filter((o) => NOT_SCRIPT.has(o.owner)).map((o) => [o.owner, o.ms]),
      ),
      compile: compile.slice(0, 10),
      longTasks: typical.longTasks,
    };
    results.push(row);
    console.log(
      `\n${route}: script ${fmt(scriptMs)}, Emotion ${fmt(emotionMs)} (${(row.emotionShare * 100).toFixed(1)}%), style+layout ${fmt(row.styleLayoutMs)}, compile ${fmt(row.compileMs)}`,
    );
    console.log(
      `  Emotion-styled elements ${row.styled.elements}, distinct classes ${row.styled.classes}, rules inserted ${row.styled.rules}`,
    );
    for (const o of row.top) console.log(`  ${fmt(o.ms).padStart(8)}  ${o.owner}`);
    console.log(`  ${fmt(row.otherMs).padStart(8)}  other`);
    console.log(
      '  compile by chunk:',
      row.compile.map((c) => `${c.chunk} ${fmt(c.ms)}`).join(', '),
    );
    for (const t of row.longTasks)
      console.log(
        `  long task at ${fmt(t.startMs)}: ${fmt(t.ms)} — ${t.top.map(([o, ms]) => `${o} ${fmt(ms)}`).join(', ')}`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
}

const pct = (ms, of) => `${((ms / of) * 100).toFixed(1)}%`;
saveResults(
  'profile',
  `Main-thread time by module until hydrated + ${settleMs / 1000} s (${slowdown}x CPU slowdown, median of ${runs})`,
  { runs, slowdown, settleMs, results },
  [
    'Self time of CPU-profile samples (100 µs), mapped through the chunks’ source maps to the module the running function comes from; `npm run bench:profile`. Emotion is @emotion/* and stylis together; "styled elements" are the elements carrying an Emotion class after hydration.',
    '',
    table(
      [
        'route',
        'script',
        'Emotion',
        'style + layout',
        'compile',
        'blocking (long tasks − 50 ms)',
        'styled elements / classes / rules',
      ],
      results.map((r) => [
        r.route,
        fmt(r.scriptMs),
        `${fmt(r.emotionMs)} (${pct(r.emotionMs, r.scriptMs)})`,
        fmt(r.styleLayoutMs),
        fmt(r.compileMs),
        fmt(r.blockingMs),
        `${r.styled.elements} / ${r.styled.classes} / ${r.styled.rules}`,
      ]),
    ),
    ...results.flatMap((r) => [
      '',
      `### ${r.route}`,
      '',
      table(
        ['module', 'self time', 'of script'],
        [
          ...r.top.map((o) => [o.owner, fmt(o.ms), pct(o.ms, r.scriptMs)]),
          ['other', fmt(r.otherMs), pct(r.otherMs, r.scriptMs)],
        ],
      ),
      '',
      `Compile by chunk: ${r.compile.map((c) => `${c.chunk} ${fmt(c.ms)}`).join(', ')}.`,
      '',
      'Long tasks (the run with the median blocking time):',
      '',
      ...r.longTasks.map(
        (t) =>
          `- at ${fmt(t.startMs)}, ${fmt(t.ms)}: ${t.top.map(([o, ms]) => `${o} ${fmt(ms)}`).join(', ')}`,
      ),
    ]),
  ].join('\n'),
);
console.log('written bench/results/profile.json and bench/RESULTS.md');
