import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack from 'webpack';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin } from '../../build/webpack';

// A bundle shaped like Gatsby's: an `app` entry with its runtime chunk, a page component loaded
// as `component---…` (as Gatsby's async-requires names them), sharing a module with another
// page, and a part that page loads later, when the visitor comes near it.
let out: string;
/** Each built script by its name without the hash: its file name and its code. */
let files: Record<string, { file: string; code: string }>;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  out = path.join(dir, 'public');
  const source = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  source('shared.js', `export const greet = (name) => 'Hello, ' + name + '!';\n`);
  source(
    'index.js',
    [
      `import { greet } from './shared.js';`,
      `export default function Index() {`,
      `  document.title = 'The index page';`,
      `  return import(/* webpackChunkName: "below-fold" */ './later.js').then((m) => m.draw(greet('reader')));`,
      `}`,
    ].join('\n'),
  );
  source(
    'about.js',
    `import { greet } from './shared.js';\nexport default () => greet('about');\n`,
  );
  source('later.js', `export function draw(text) { return '<p>' + text + '</p>'; }\n`);
  source(
    'app.js',
    [
      `const pages = {`,
      `  index: () => import(/* webpackChunkName: "component---src-pages-index-tsx" */ './index.js'),`,
      `  about: () => import(/* webpackChunkName: "component---src-pages-about-tsx" */ './about.js'),`,
      `};`,
      `pages[window.location.pathname === '/' ? 'index' : 'about']().then((m) => m.default());`,
    ].join('\n'),
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './app.js' },
    devtool: 'source-map',
    output: {
      path: out,
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    optimization: {
      runtimeChunk: { name: 'webpack-runtime' },
      splitChunks: {
        chunks: 'all',
        minSize: 0,
        cacheGroups: {
          default: false,
          defaultVendors: false,
          shared: { test: /shared\.js$/, name: 'shared', minChunks: 2, enforce: true },
        },
      },
    },
    plugins: [new CompileHintsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  files = Object.fromEntries(
    fs
      .readdirSync(out)
      .filter((name) => name.endsWith('.js'))
      .map((file) => [
        file.replace(/-[0-9a-f]+\.js$/, ''),
        { file, code: fs.readFileSync(path.join(out, file), 'utf8') },
      ]),
  );
});

afterAll(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));

it('opens the scripts a page starts with with the compile hint', () => {
  for (const name of [
    'app',
    'webpack-runtime',
    'component---src-pages-index-tsx',
    'component---src-pages-about-tsx',
    'shared',
  ]) {
    expect(files[name], name).toBeDefined();
    expect(files[name]?.code.startsWith(COMPILE_HINT), name).toBe(true);
  }
});

it('leaves a part loaded later without it', () => {
  expect(files['below-fold']?.code).toContain('<p>');
  expect(files['below-fold']?.code).not.toContain('allFunctionsCalledOnLoad');
});

it('keeps the source map pointing at the right lines', () => {
  const { file, code } = files['component---src-pages-index-tsx']!;
  const map = JSON.parse(fs.readFileSync(path.join(out, `${file}.map`), 'utf8'));
  // Where the page sets its title: line 3 of index.js.
  const before = code.slice(0, code.indexOf('The index page'));
  const original = new SourceMapConsumer(map).originalPositionFor({
    line: before.split('\n').length,
    column: before.length - before.lastIndexOf('\n') - 1,
  });
  expect(original.source).toMatch(/index\.js$/);
  expect(original.line).toBe(3);
});
