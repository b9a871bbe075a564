// Another built Gatsby site to measure ours against (`--anchor DIR`, issue 38): its public/ is
// copied, precompressed as our build precompresses (so both are served brotli by the same
// server), and its routes are matched to ours.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The anchor's public/ copied to a temporary folder and given `.br`/`.gz` siblings by
 * build/precompress.ts, so transfer sizes compare brotli with brotli.
 */
export function prepareAnchor(dir) {
  const source = path.join(path.resolve(dir), 'public');
  if (!fs.existsSync(path.join(source, 'index.html'))) {
    throw new Error(
      `--anchor ${dir}: no public/index.html there; build the site first (docs/performance.md, "Against gatsby-starter-blog")`,
    );
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-anchor-'));
  fs.cpSync(source, copy, { recursive: true });
  execFileSync(
    'npx',
    [
      'tsx',
      '--eval',
      // tsx evaluates as CommonJS here: no top-level await.
      `import('./build/precompress.ts').then((m) => m.precompressDir(${JSON.stringify(copy)}));`,
    ],
    { stdio: 'inherit' },
  );
  return copy;
}

/** A built post of the anchor: the first page (by path) whose HTML is a schema.org Article. */
function firstArticle(publicDir) {
  const found = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .find((name) => {
      const file = path.join(publicDir, name, 'index.html');
      return fs.existsSync(file) && /schema\.org\/Article/.test(fs.readFileSync(file, 'utf8'));
    });
  return found ? `/${found}/` : undefined;
}

/**
 * Which anchor page each of our routes is measured against: `--anchor-routes
 * "/=/,/blog/x=/hello-world/"`, or by default our home with theirs and our post with their
 * first post. Routes with no counterpart (the photo feed, Connect) are measured without one.
 */
export function anchorRoutes(routes, publicDir, given) {
  const pairs = new Map();
  if (given) {
    for (const pair of given.split(',')) {
      const [ours, theirs] = pair.split('=');
      if (!ours || !theirs) throw new Error(`--anchor-routes: "${pair}" is not ours=theirs`);
      pairs.set(ours, theirs);
    }
    return pairs;
  }
  pairs.set('/', '/');
  const post = routes.find((route) => /^\/blog\/[^/]+/.test(route));
  const theirs = firstArticle(publicDir);
  if (post && theirs) pairs.set(post, theirs);
  return pairs;
}
