import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetPath, publishAsset } from '../../build/public-files';

describe("content's files in the built site", () => {
  let server: http.Server;
  let base: string;
  let requests = 0;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url === '/files/p/d/abc.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end('%PDF-1.4 resume');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('names a file by its asset id under /static', () => {
    expect(assetPath({ assetId: 'abc', extension: 'pdf', url: `${base}/files/p/d/abc.pdf` })).toBe(
      '/static/abc.pdf',
    );
    expect(assetPath({ url: null })).toBeNull();
    // An id that could leave the folder is hashed instead.
    expect(assetPath({ assetId: '../x', extension: 'svg', url: 'https://cdn/x.svg' })).toMatch(
      /^\/static\/[0-9a-f]{40}\.svg$/,
    );
  });

  it('copies the file into public/ once, and points the page at the copy', async () => {
    const source = { assetId: 'abc', extension: 'pdf', url: `${base}/files/p/d/abc.pdf`, size: 15 };
    const [first, second] = await Promise.all([
      publishAsset(source, publicDir),
      publishAsset(source, publicDir),
    ]);
    expect(first).toBe('/static/abc.pdf');
    expect(second).toBe('/static/abc.pdf');
    expect(requests).toBe(1);
    expect(fs.readFileSync(path.join(publicDir, 'static/abc.pdf'), 'utf8')).toBe('%PDF-1.4 resume');
  });

  it('fails the build, naming the address, when the file cannot be fetched', async () => {
    await expect(
      publishAsset({ assetId: 'gone', extension: 'svg', url: `${base}/missing.svg` }, publicDir),
    ).rejects.toThrow(/missing\.svg.*HTTP 404/);
  });
});
