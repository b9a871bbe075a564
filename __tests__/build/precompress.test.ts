import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';

let dir: string;
const page = `<!doctype html>${'<p>Claps, comments and short links.</p>'.repeat(100)}`;
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dir, 'blog', 'old-post'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'app-1a2b.js'), bundle);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
  // Left by an earlier build whose page has since been deleted.
  fs.writeFileSync(path.join(dir, 'blog', 'old-post', 'index.html.br'), 'stale');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const exists = (name: string) => fs.existsSync(path.join(dir, name));
const read = (name: string) => fs.readFileSync(path.join(dir, name));

it('writes brotli and gzip siblings that decode to the original bytes', async () => {
  const result = await precompressDir(dir);
  expect(zlib.brotliDecompressSync(read('index.html.br')).toString()).toBe(page);
  expect(zlib.gunzipSync(read('index.html.gz')).toString()).toBe(page);
  expect(zlib.brotliDecompressSync(read('app-1a2b.js.br')).toString()).toBe(bundle);
  expect(read('index.html.br').length).toBeLessThan(page.length / 5);
  expect(result.written).toBe(2);
});

it('skips small files and formats that are compressed already', async () => {
  await precompressDir(dir);
  expect(exists('robots.txt.br')).toBe(false);
  expect(exists('photo.png.br')).toBe(false);
  expect(exists('photo.png.gz')).toBe(false);
});

it('removes encodings whose source is gone, so a deleted page is never served', async () => {
  const result = await precompressDir(dir);
  expect(exists('blog/old-post/index.html.br')).toBe(false);
  expect(result.removed).toBe(1);
});

it('keeps fresh encodings on a warm build and rewrites those of a changed file', async () => {
  await precompressDir(dir);
  const again = await precompressDir(dir);
  expect(again.written).toBe(0);

  const edited = `${page}<p>An edit.</p>`;
  fs.writeFileSync(path.join(dir, 'index.html'), edited);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(dir, 'index.html'), later, later);
  const third = await precompressDir(dir);
  expect(third.written).toBe(1);
  expect(zlib.brotliDecompressSync(read('index.html.br')).toString()).toBe(edited);
});
