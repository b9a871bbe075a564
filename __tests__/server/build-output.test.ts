import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardenBuild, inlineScriptHashes } from '../../build/build-output';
import { precompressDir } from '../../build/precompress';
import { buildTestApp, get, testDatabase } from './support/helper';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const LAKE = 'http%3A%2F%2F127.0.0.1%3A3340%2Fimages%2Fembedded%2Fproduction%2Fabc-800x500.webp';
const IMAGE = '/_gatsby/image/aa11/bb22/cover.webp';
const COLOR_MODE = 'document.documentElement.dataset.theme="dark"';
const CHUNKS = 'window.___chunkMapping={}';

/** A small build in Gatsby's layout, with what the real one leaves behind. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'page-data', 'blog'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.mkdirSync(path.join(dir, '_gatsby', 'image', 'aa11', 'bb22'), { recursive: true });
  fs.writeFileSync(path.join(dir, '_gatsby', 'image', 'aa11', 'bb22', 'cover.webp'), 'RIFF');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><head><script>${COLOR_MODE}</script>` +
      `<script type="application/ld+json">{"@type":"Person"}</script></head>` +
      `<body>${'<p>Notes on shipping software.</p>'.repeat(100)}<img srcset="${IMAGE}?u=${LAKE}&amp;a=w%3D240&amp;cd=1 240w,${IMAGE}?u=${LAKE}&amp;a=w%3D480 480w">` +
      `<script id="gatsby-chunk-mapping">${CHUNKS}</script><script src="/app-1.js"></script></body>`,
  );
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>lost</title>');
  fs.writeFileSync(path.join(dir, 'blog', 'index.html'), '<!doctype html><title>blog</title>');
  fs.writeFileSync(
    path.join(dir, 'page-data', 'blog', 'page-data.json'),
    JSON.stringify({ src: `${IMAGE}?u=${LAKE}\u0026a=w%3D240` }),
  );
  fs.writeFileSync(path.join(dir, 'app-1.js'), 'console.log(1)\n//# sourceMappingURL=app-1.js.map');
  fs.writeFileSync(path.join(dir, 'app-1.js.map'), '{"sources":["webpack://src/secret.tsx"]}');
}

describe('the build, hardened (build/build-output.ts)', () => {
  const database = testDatabase('pglite');
  let root: string;
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-test-'));
    dir = path.join(root, 'public');
    fs.mkdirSync(dir);
    writeBuild(dir);
    hardenBuild(dir, {
      sourceMapDir: path.join(root, 'sourcemaps'),
      connectSrc: ['https://api.example.com'],
    });
    await precompressDir(dir);
    app = await buildTestApp(database.db, { publicDir: dir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('moves source maps beside the build, drops their comments, and never serves a map', async () => {
    expect(fs.existsSync(path.join(dir, 'app-1.js.map'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'sourcemaps', 'app-1.js.map'))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'app-1.js'), 'utf8')).toBe('console.log(1)');
    // One left behind (a build made another way) is still not served, nor is the manifest.
    fs.writeFileSync(path.join(dir, 'stray.js.map'), '{"sources":["secret"]}');
    for (const url of ['/stray.js.map', '/.csp.json']) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('takes the build-time image address out of pages and page data; the images still load', async () => {
    const home = await get(app, '/');
    expect(home.body).not.toContain('127.0.0.1');
    expect(home.body).toContain(`srcset="${IMAGE} 240w,${IMAGE} 480w"`);
    const data = await get(app, '/page-data/blog/page-data.json');
    expect(data.json()).toEqual({ src: IMAGE });
    expect((await get(app, IMAGE)).statusCode).toBe(200);
  });

  it("sends each page a CSP with its own inline scripts' hashes and no 'unsafe-inline' script", async () => {
    const home = await get(app, '/');
    const policy = String(home.headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${sha(COLOR_MODE)} ${sha(CHUNKS)}`,
    );
    expect(policy).toContain("connect-src 'self' https://api.example.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");

    const blog = await get(app, '/blog');
    expect(String(blog.headers['content-security-policy'])).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    const lost = await get(app, '/nowhere');
    expect(lost.statusCode).toBe(404);
    expect(String(lost.headers['content-security-policy'])).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    // The precompressed copy is the same page and gets the same policy.
    const encoded = await get(app, '/', { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['content-security-policy']).toBe(policy);
  });

  it('turns off browser features the site never uses, on pages and on the API', async () => {
    for (const url of ['/', '/api/health']) {
      const header = String((await get(app, url)).headers['permissions-policy']);
      expect(header).toContain('camera=()');
      expect(header).toContain('geolocation=()');
      expect(header).toContain('microphone=()');
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes JavaScript bodies exactly, skipping external scripts and data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/json">{"c":1}</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
