// The authoring folder's watcher (server/content-lake/watch.ts): one read, and one change, per
// save however the file was written, a reason naming what changed, and one failure carrying the
// loader's error for a folder that does not load. Real files in a temporary folder; the store
// is a stand-in whose loader reads posts/<slug>/index.md, so these tests hold whatever the
// Lake's own loader accepts. The last suite runs the Lake's own store beside the API server: a
// new photo is measured while the server goes on answering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ContentStore } from '../../server/content-lake/store';
import { describeChanges, watchStore } from '../../server/content-lake/watch';
import type { SanityDoc } from '../../server/content-lake/types';
import { buildTestApp, testDatabase } from './support/helper';

const DEBOUNCE_MS = 150;
const RETRY_MS = 600;

type Seen = { reason: string; documents?: string[]; error?: string };

/** A content folder with one post, a store over it, and the changes its watcher reports. */
function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-watch-'));
  onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
  const contentDir = path.join(root, 'content');
  const post = (slug: string) => path.join(contentDir, 'posts', slug, 'index.md');
  fs.mkdirSync(path.dirname(post('hello')), { recursive: true });
  fs.writeFileSync(post('hello'), '---\ntitle: Hello\nclaps: 3\n---\nFirst words.\n');
  fs.writeFileSync(path.join(contentDir, 'site.yaml'), 'name: Someone\n');

  /** Like the Lake's loader: every post folder's index.md, an error naming file:line. */
  const load = () => {
    const docs = new Map<string, SanityDoc>();
    const posts = path.join(contentDir, 'posts');
    for (const slug of fs.readdirSync(posts)) {
      const file = path.join(posts, slug, 'index.md');
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!match) {
        const line = text.split('\n').length;
        throw new Error(`content/posts/${slug}/index.md:${line}: the front matter is not closed`);
      }
      const fields = Object.fromEntries(
        match[1]!.split('\n').map((l) => l.split(/:\s*/, 2) as [string, string]),
      );
      const body = text.slice(match[0].length);
      docs.set(`post-${slug}`, { _id: `post-${slug}`, _type: 'post', ...fields, body });
    }
    return docs;
  };
  let docs = load();
  let reads = 0;
  const store = {
    contentDir,
    reload() {
      reads++;
      const next = load();
      const changes: { id: string; before?: SanityDoc; after?: SanityDoc }[] = [];
      for (const [id, after] of next) {
        const before = docs.get(id);
        if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ id, before, after });
      }
      for (const [id, before] of docs) if (!next.has(id)) changes.push({ id, before });
      docs = next;
      return changes;
    },
  };
  const seen: Seen[] = [];
  const stop = watchStore(store, { debounceMs: DEBOUNCE_MS, retryMs: RETRY_MS }, (change) => {
    seen.push(change);
  });
  onTestFinished(stop);
  return { contentDir, post, seen, reads: () => reads };
}

/** Long enough for any burst to be read, retried and reported. */
const settle = () => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + RETRY_MS + 800));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the authoring folder watcher', () => {
  it('reports a save in place once, naming the file', async () => {
    const { post, seen } = setup();
    fs.writeFileSync(post('hello'), '---\ntitle: Hello again\nclaps: 3\n---\nFirst words.\n');
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/index\.md changed$/);
    expect(seen[0]?.documents).toEqual(['post-hello']);
  });

  it('reports a temporary file renamed over the post once, naming the post', async () => {
    const { post, seen } = setup();
    const temporary = path.join(path.dirname(post('hello')), '.index.md.tmp-1234');
    fs.writeFileSync(temporary, '---\ntitle: Renamed in\nclaps: 3\n---\nNew words.\n');
    fs.renameSync(temporary, post('hello'));
    await settle();
    expect(seen.map((s) => s.reason)).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/index\.md changed$/);
  });

  it("reports vim's way of saving (probe file, backup, new file) once", async () => {
    const { post, seen } = setup();
    const dir = path.dirname(post('hello'));
    fs.writeFileSync(path.join(dir, '4913'), '');
    fs.rmSync(path.join(dir, '4913'));
    fs.renameSync(post('hello'), path.join(dir, 'index.md~'));
    fs.writeFileSync(post('hello'), '---\ntitle: From vim\nclaps: 3\n---\nFirst words.\n');
    fs.rmSync(path.join(dir, 'index.md~'));
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/index\.md changed$/);
  });

  it('reports a folder copied in with its images once, naming the folder', async () => {
    const { contentDir, seen } = setup();
    const source = path.join(path.dirname(contentDir), 'new-post');
    fs.mkdirSync(source);
    fs.writeFileSync(path.join(source, 'index.md'), '---\ntitle: New\n---\nWith pictures.\n');
    for (const name of ['a.jpg', 'b.jpg', 'c.png', 'd.webp']) {
      fs.writeFileSync(path.join(source, name), Buffer.alloc(200_000, name));
    }
    fs.cpSync(source, path.join(contentDir, 'posts', 'new-post'), { recursive: true });
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(
      /content\/posts\/new-post\/ changed \(5 files: a\.jpg, b\.jpg, c\.png, …\)$/,
    );
    expect(seen[0]?.documents).toEqual(['post-new-post']);
  });

  it('says nothing for a change that does not show (starting claps)', async () => {
    const { post, seen, reads } = setup();
    fs.writeFileSync(post('hello'), '---\ntitle: Hello\nclaps: 40\n---\nFirst words.\n');
    await settle();
    expect(reads()).toBe(1);
    expect(seen).toEqual([]);
  });

  it("reports half a file that stays half once, with the loader's file:line", async () => {
    const { post, seen } = setup();
    fs.writeFileSync(post('hello'), '---\ntitle: Half a');
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/index\.md changed$/);
    expect(seen[0]?.error).toBe('content/posts/hello/index.md:2: the front matter is not closed');

    // Fixed: one change, no second failure.
    fs.writeFileSync(post('hello'), '---\ntitle: Whole again\nclaps: 3\n---\nFirst words.\n');
    await settle();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ documents: ['post-hello'] });
  });

  it('waits for a slow writer instead of reporting its half file', async () => {
    const { post, seen } = setup();
    const fd = fs.openSync(post('hello'), 'w');
    fs.writeSync(fd, '---\ntitle: Slowly');
    // Quiet for longer than the debounce, shorter than the retry's pause.
    await sleep(DEBOUNCE_MS + 150);
    fs.writeSync(fd, '\nclaps: 3\n---\nWritten in two goes.\n');
    fs.closeSync(fd);
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.error).toBeUndefined();
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/index\.md changed$/);
  });

  it('names a removed post', async () => {
    const { post, seen } = setup();
    fs.rmSync(path.dirname(post('hello')), { recursive: true });
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.reason).toMatch(/content\/posts\/hello\/(index\.md)? removed$/);
  });
});

describe('describeChanges', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'describe-changes-'));
  fs.mkdirSync(path.join(dir, 'posts', 'a'), { recursive: true });
  for (const file of ['site.yaml', 'skills.yaml', 'posts/a/index.md', 'posts/a/cover.jpg']) {
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  const say = (paths: string[]) => describeChanges(paths, dir, 'content/');

  it('names one file, two files, a folder, or the first few', () => {
    expect(say(['site.yaml'])).toBe('content/site.yaml changed');
    expect(say(['site.yaml', 'site.yaml'])).toBe('content/site.yaml changed');
    expect(say(['site.yaml', 'skills.yaml'])).toBe(
      'content/site.yaml and content/skills.yaml changed',
    );
    expect(say(['posts/a', 'posts/a/index.md', 'posts/a/cover.jpg'])).toBe(
      'content/posts/a/ changed (2 files: cover.jpg, index.md)',
    );
    expect(say(['site.yaml', 'skills.yaml', 'posts/a/index.md', 'posts/a/cover.jpg'])).toBe(
      'content/posts/a/cover.jpg, content/posts/a/index.md, content/site.yaml, … changed (4 files)',
    );
  });

  it("leaves out an editor's scratch files that are gone, but names a removed file", () => {
    expect(say(['posts/a/.index.md.swp', 'posts/a/index.md', 'posts/a/4913'])).toBe(
      'content/posts/a/index.md changed',
    );
    expect(say(['education.yaml'])).toBe('content/education.yaml removed');
  });
});

describe('a photo added while the server watches its content', () => {
  const database = testDatabase('pglite');

  it('is measured while the health check goes on answering', { timeout: 180_000 }, async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-watch-photo-'));
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
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

    const app = await buildTestApp(database.db);
    onTestFinished(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // When the store's read of the folder began and ended, as the watcher sees it. (A store
    // that reads synchronously ends before anything else can run.)
    let reading = { start: 0, end: 0 };
    const watched = {
      contentDir: store.contentDir,
      reload: () => {
        const read = { start: performance.now(), end: Infinity };
        reading = read;
        const ended = <T>(value: T) => {
          read.end = performance.now();
          return value;
        };
        const changes = store.reload();
        return changes instanceof Promise ? changes.then(ended) : ended(changes);
      },
    };
    const seen: { documents?: string[]; error?: string }[] = [];
    onTestFinished(watchStore(watched, { debounceMs: 100 }, (change) => void seen.push(change)));

    // A 6000x4000 camera photo, made outside the folder (noise, so it is as big as a real one).
    const made = path.join(root, 'photo.jpg');
    await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toFile(made);

    // The health check, asked again and again (one at a time) until the photo is in.
    const answers: { sent: number; received: number; status: number }[] = [];
    let asking = true;
    const asker = (async () => {
      while (asking) {
        const sent = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        answers.push({ sent, received: performance.now(), status: response.status });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    onTestFinished(() => {
      asking = false;
    });

    fs.renameSync(made, path.join(path.dirname(post), 'photo.jpg'));
    fs.writeFileSync(post, `${front}First words.\n\n![A photo](photo.jpg)\n`);
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 150_000, interval: 50 });
    asking = false;
    await asker;

    expect(seen[0]?.error).toBeUndefined();
    expect(seen[0]?.documents).toEqual(
      expect.arrayContaining([
        'post-hello',
        expect.stringMatching(/^image-[a-f0-9]{40}-6000x4000-jpg$/),
      ]),
    );
    const { start, end } = reading;
    // Asked and answered while the folder (and the photo in it) was being read.
    const meanwhile = answers.filter((a) => a.sent >= start && a.received <= end);
    const slowest = Math.max(0, ...meanwhile.map((a) => a.received - a.sent));
    console.log(
      `health answered ${meanwhile.length} times during the ${Math.round(end - start)} ms ` +
        `the photo was read and measured; slowest answer ${Math.round(slowest)} ms`,
    );
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(meanwhile.every((a) => a.status === 200)).toBe(true);
  });
});
