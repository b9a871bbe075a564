#!/usr/bin/env node
// Valid HTML on every built page: runs the W3C Nu Html Checker (the `vnu-jar` package, on the
// machine's Java) over each page in public/ and fails on any error, printing page, line, column
// and message.
//   npm run test:html [-- --dir public]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const publicDir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : 'public');

function fail(message) {
  console.error(`test:html: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  fail(`no built site in ${publicDir}; run npm run build first.`);
}

// The checker needs Java 17 or newer. vnu-jar would download a runtime from GitHub when none is
// found; the tests use Debian's instead.
const installHint =
  "Install Debian's Java runtime: apt-get install default-jre-headless (.ci/run does this in CI).";
const version = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  fail(`Java is not installed (or not on PATH); the Nu Html Checker needs it. ${installHint}`);
}
const major = Number(/version "(?:1\.)?(\d+)/.exec(version.stderr)?.[1]);
if (!(major >= 17)) {
  fail(
    `the Nu Html Checker needs Java 17 or newer, found: ${version.stderr.split('\n')[0]}. ${installHint}`,
  );
}

/**
 * Every page: each .html file, except what Gatsby keeps under _gatsby/ (slice fragments it
 * stitches into pages at build time, not documents).
 */
function pages(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(publicDir, '_gatsby')) found.push(...pages(full));
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      found.push(full);
    }
  }
  return found;
}
const files = pages(publicDir).sort();

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const started = Date.now();
// One JVM for all pages; JSON goes to stderr. The exit code only says "some error", so the
// messages decide.
const output = await new Promise((resolve, reject) => {
  const child = spawn(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('error', reject);
  child.on('exit', (code, signal) => {
    if (code === 0) resolve(stderr);
    else reject(new Error(`the checker stopped (${signal ?? `exit ${code}`}):\n${stderr}`));
  });
}).catch((error) => fail(error.message));

let report;
try {
  report = JSON.parse(output);
} catch {
  fail(`could not read the checker's report:\n${output}`);
}

function pageOf(url) {
  if (!url) return '(no page)';
  const file = new URL(url).pathname;
  const relative = path.relative('.', file);
  return relative.startsWith('..') ? file : relative;
}
const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const byPage = Map.groupBy(errors, (m) => pageOf(m.url));
for (const [page, messages] of byPage) {
  console.log(`\n${page}: ${messages.length} error${messages.length === 1 ? '' : 's'}`);
  for (const m of messages) {
    const line = m.firstLine ?? m.lastLine;
    const where = line ? `:${line}:${m.firstColumn ?? m.lastColumn}` : '';
    const extract = m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim()}` : '';
    console.log(`  ${page}${where}  ${m.message}${extract}`);
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (errors.length > 0) {
  fail(`${errors.length} error(s) on ${byPage.size} of ${files.length} pages (${seconds} s).`);
}
console.log(`test:html: ${files.length} pages, no errors (${seconds} s).`);
