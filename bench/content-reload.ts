// How long the event loop stalls while the embedded Lake reads its folder again after a photo
// was added (what the content watcher does while the server runs): a 5 ms timer records the
// longest gap between its ticks during the reload. The photo is made here (noise, so it is as
// large as a camera's), in a temporary folder.
//   npx tsx bench/content-reload.ts            a 6000x4000 JPEG
//   SIZE=8000x8000 npx tsx bench/content-reload.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ContentStore } from '../server/content-lake/store';

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-reload-'));
  try {
    const contentDir = path.join(root, 'content');
    const post = path.join(contentDir, 'posts', 'hello', 'index.md');
    const front = '---\ntitle: Hello\ndate: 2025-01-02\n---\n';
    fs.mkdirSync(path.dirname(post), { recursive: true });
    fs.writeFileSync(post, `${front}First words.\n`);
    const store = new ContentStore({
      contentDir,
      dataDir: path.join(root, 'lake'),
      projectId: 'embedded',
      dataset: 'production',
    });
    const [width = 6000, height = 4000] = (process.env.SIZE ?? '6000x4000').split('x').map(Number);
    const photo = path.join(path.dirname(post), 'photo.jpg');
    await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toFile(photo);
    fs.writeFileSync(post, `${front}First words.\n\n![A photo](photo.jpg)\n`);

    let last = performance.now();
    const gaps: number[] = [];
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last - 5);
      last = now;
    }, 5);
    const start = performance.now();
    await store.reload();
    const took = performance.now() - start;
    // The gap since the last tick (all of the reload, for one that blocks).
    gaps.push(performance.now() - last - 5);
    clearInterval(timer);
    gaps.sort((a, b) => b - a);
    const size = (fs.statSync(photo).size / 1e6).toFixed(1);
    console.log(
      `${width}x${height} JPEG (${size} MB): reload ${Math.round(took)} ms, longest event-loop ` +
        `stall ${Math.round(gaps[0] ?? 0)} ms (next: ${gaps.slice(1, 5).map(Math.round).join(', ')} ms)`,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
