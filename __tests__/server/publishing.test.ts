// The owner's loop (docs/publishing.md): the signed content webhook, the build runner's
// coalescing and failure records, release folders served with a grace period, rollback, and
// the embedded Content Lake sending the webhook when its folder changes on disk.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { encodeSignatureHeader } from '@sanity/webhook';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  BuildRunner,
  buildEnvironment,
  formatBuilds,
  readBuilds,
} from '../../server/publishing/builds';
import { ContentStore } from '../../server/content-lake/store';
import { watchDataset } from '../../server/content-lake/watch';
import { publishRelease, rollbackRelease } from '../../server/publishing/releases';
import { deliveryKey } from '../../server/data/webhook-deliveries';
import type { DatabaseHandle } from '../../server/db/client';
import { webhookDeliveries } from '../../server/db/schema';
import { redisOptions } from '../../server/lib/counters';
import type { ContentChange } from '../../server/routes/hooks';
import {
  appForTest,
  buildTestApp,
  drivers,
  get,
  openTestDatabase,
  testDatabase,
} from './support/helper';
import { redisTests, startRedis, type TestRedis } from './support/redis';
import { ROOT, startServer } from './support/server-process';

const SECRET = 'a-webhook-secret-for-tests';

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A finished build: a home page saying `text`, a hashed chunk and a page that may go away. */
function fakeBuild(dir: string, text: string, chunk: string, extraPage?: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${text}</title>`);
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>lost</title>');
  fs.writeFileSync(path.join(dir, `app-${chunk}.js`), `console.log(${JSON.stringify(text)})`);
  if (extraPage)
    fs.writeFileSync(path.join(dir, `${extraPage}.html`), `<title>${extraPage}</title>`);
}

const database = testDatabase('pglite');

describe('POST /api/hooks/content', () => {
  let app: FastifyInstance;
  const changes: ContentChange[] = [];

  beforeAll(async () => {
    app = await buildTestApp(database.db, {
      hooks: {
        secret: SECRET,
        onContentChange: (change) => {
          changes.push(change);
          return { id: changes.length, status: 'queued' };
        },
      },
    });
  });
  afterAll(() => app.close());

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/hooks/content',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'sanity-webhook-signature': signature } : {}),
      },
      payload: body,
    });

  const edit = (title: string, claps = 3) =>
    JSON.stringify({
      _id: 'post-hello',
      before: { _id: 'post-hello', _type: 'post', title: 'Hello', claps: 3, _rev: 'a' },
      after: { _id: 'post-hello', _type: 'post', title, claps, _rev: 'b' },
    });

  it('refuses unsigned, wrongly signed, stale and replayed requests with 401 and queues nothing', async () => {
    const body = edit('Hello again');
    const before = changes.length;

    const unsigned = await post(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toMatch(/signed/);

    const wrong = await post(body, await encodeSignatureHeader(body, Date.now(), 'not-the-secret'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid webhook signature');

    const otherBody = await post(
      body,
      await encodeSignatureHeader(edit('Other'), Date.now(), SECRET),
    );
    expect(otherBody.statusCode).toBe(401);

    const garbage = await post(body, 'v1=nope');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toMatch(/Malformed/);

    const stale = await post(
      body,
      await encodeSignatureHeader(body, Date.now() - 10 * 60_000, SECRET),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/expired/);
    expect(changes.length).toBe(before);

    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const first = await post(body, signature);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ message: 'Build queued', queued: true });
    expect(changes.at(-1)?.reason).toBe('post post-hello changed');

    const replay = await post(body, signature);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/replayed/);
    expect(changes.length).toBe(before + 1);
  });

  it('ignores a change to nothing but claps', async () => {
    const before = changes.length;
    const body = edit('Hello', 40);
    const response = await post(body, await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ignored: only claps changed', queued: false });
    expect(changes.length).toBe(before);
  });

  it("passes on the Lake's reason, and its loader's error as a failure that queues nothing", async () => {
    const before = changes.length;
    const changed = JSON.stringify({
      reason: 'content/posts/hello/index.md changed',
      documents: ['post-hello'],
    });
    const queued = await post(changed, await encodeSignatureHeader(changed, Date.now(), SECRET));
    expect(queued.statusCode).toBe(202);
    const broken = JSON.stringify({
      reason: 'content/posts/hello/index.md changed',
      error: 'content/posts/hello/index.md:4: unknown front-matter key "tags"',
    });
    const failed = await post(broken, await encodeSignatureHeader(broken, Date.now(), SECRET));
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ message: 'Content does not load', queued: false });
    expect(changes.slice(before)).toEqual([
      { reason: 'content/posts/hello/index.md changed', ignorable: false },
      {
        reason: 'content/posts/hello/index.md changed',
        ignorable: false,
        error: 'content/posts/hello/index.md:4: unknown front-matter key "tags"',
      },
    ]);
  });

  it('answers 503 with a message when this server does not build', async () => {
    const off = await appForTest(database.db, {
      hooks: { secret: SECRET, onContentChange: () => undefined },
    });
    const body = edit('Hi');
    const response = await off.inject({
      method: 'POST',
      url: '/api/hooks/content',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/Automatic builds are off/);
  });
});

/** A content webhook's hooks: a secret, and builds counted in `changes`. */
function countingHooks(changes: ContentChange[], toleranceMs?: number) {
  return {
    secret: SECRET,
    ...(toleranceMs ? { toleranceMs } : {}),
    onContentChange: (change: ContentChange) => {
      changes.push(change);
      return { id: changes.length, status: 'queued' };
    },
  };
}

/** A signed delivery of `body`, made at `timestamp`. */
async function deliver(app: FastifyInstance, body: string, timestamp = Date.now()) {
  return deliverSigned(app, body, await encodeSignatureHeader(body, timestamp, SECRET));
}

function deliverSigned(app: FastifyInstance, body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/hooks/content',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    payload: body,
  });
}

/** A body no other test sends (each delivery is remembered). */
const uniqueBody = (what: string) =>
  JSON.stringify({ reason: `${what} ${Math.random().toString(36).slice(2)}`, documents: [] });

/** A built site with a home page, for checking the site is served. */
function siteDir(): string {
  const dir = tempDir('site-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  return dir;
}

for (const driver of drivers) {
  describe(`webhook deliveries remembered in the database (${driver})`, () => {
    const handle = testDatabase(driver);

    it('refuses a replay after a restart and on a second replica, within the window', async () => {
      const changes: ContentChange[] = [];
      const body = uniqueBody('content/posts/a/index.md changed');
      const signature = await encodeSignatureHeader(body, Date.now(), SECRET);

      const before = await buildTestApp(handle.db, { hooks: countingHooks(changes) });
      const replica = await appForTest(handle.db, { hooks: countingHooks(changes) });
      expect((await deliverSigned(before, body, signature)).statusCode).toBe(202);
      await before.close(); // the process stops; the database stays

      const after = await appForTest(handle.db, { hooks: countingHooks(changes) });
      for (const app of [after, replica]) {
        const replay = await deliverSigned(app, body, signature);
        expect(replay.statusCode).toBe(401);
        expect(replay.json().message).toBe('Webhook already received (replayed)');
      }
      expect(changes).toHaveLength(1);
      // A new delivery of the same body (a new timestamp) is no replay.
      expect((await deliver(after, body, Date.now() + 1)).statusCode).toBe(202);
    });

    it('sweeps deliveries whose signature has expired', async () => {
      const tolerance = 5000;
      const app = await appForTest(handle.db, { hooks: countingHooks([], tolerance) });
      const old = uniqueBody('old');
      const oldAt = Date.now() - tolerance + 1000; // expires in a second
      expect((await deliver(app, old, oldAt)).statusCode).toBe(202);
      const keys = async () =>
        (await handle.db.db.select().from(webhookDeliveries)).map((row) => row.key);
      expect(await keys()).toContain(deliveryKey(oldAt, old));

      await new Promise((resolve) => setTimeout(resolve, 1500));
      const fresh = uniqueBody('fresh');
      const freshAt = Date.now();
      expect((await deliver(app, fresh, freshAt)).statusCode).toBe(202);
      const left = await keys();
      expect(left).toContain(deliveryKey(freshAt, fresh));
      expect(left).not.toContain(deliveryKey(oldAt, old));
    });

    it('answers 503 while the database does not answer; the site is still served', async () => {
      const database = await openTestDatabase(driver);
      const app = await appForTest(database, {
        publicDir: siteDir(),
        hooks: countingHooks([]),
      });
      await database.close();
      const response = await deliver(app, uniqueBody('while down'));
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/cannot check it is no replay right now/);
      expect((await get(app, '/')).statusCode).toBe(200);
    });
  });
}

const redisSuite = redisTests.run ? describe : describe.skip;
const redisTitle = 'webhook deliveries remembered in Redis';

redisSuite(redisTests.run ? redisTitle : `${redisTitle} (${redisTests.reason})`, () => {
  // Two replicas with databases of their own: only Redis can tell them of each other.
  const first = testDatabase('pglite');
  const second = testDatabase('pglite');
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  async function replica(database: DatabaseHandle, changes: ContentChange[]) {
    const client = new Redis(redis.url, redisOptions());
    // The app listens for its errors while it runs; after it closes, this test does.
    client.on('error', () => {});
    onTestFinished(() => client.disconnect());
    await once(client, 'ready');
    return appForTest(database, {
      redis: client,
      publicDir: siteDir(),
      hooks: countingHooks(changes),
    });
  }

  it('refuses a replay on another replica; while Redis is down only the webhook is refused', async () => {
    const changes: ContentChange[] = [];
    const a = await replica(first.db, changes);
    const b = await replica(second.db, changes);
    const body = uniqueBody('content/site.yaml changed');
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await deliverSigned(a, body, signature)).statusCode).toBe(202);
    const replay = await deliverSigned(b, body, signature);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Webhook already received (replayed)');

    await redis.kill();
    try {
      const refused = await deliver(a, uniqueBody('while Redis is down'));
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/send it again later/);
      expect(changes).toHaveLength(1);
      expect((await get(a, '/')).statusCode).toBe(200);
      expect((await get(a, '/api/health')).json()).toMatchObject({ status: 'degraded' });
    } finally {
      await redis.restart();
    }
  });
});

/**
 * A build command standing in for `gatsby build`: writes a site saying what content/title.txt
 * says into the output folder, after waiting for a gate file when one is named (so a test can
 * hold a build while more requests come in), or fails like Gatsby on a bad dataset.
 */
const FAKE_BUILD = `
const fs = require('node:fs'), path = require('node:path');
const [out, source, gate] = process.argv.slice(1);
const title = fs.readFileSync(source, 'utf8').trim();
const finish = () => {
  if (title === 'MALFORMED') {
    console.log('building...');
    console.error(' ERROR  #11321');
    console.error('Content Lake: content/data.ndjson line 3');
    console.error('is not valid JSON');
    console.error('  - at load (dataset.ts:12)');
    console.error('failed createPages - 0.075s');
    process.exit(1);
  }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>' + title + '</title>');
  console.log('done');
};
const wait = () => (gate && !fs.existsSync(gate) ? setTimeout(wait, 20) : finish());
wait();
`;

describe('the build runner', () => {
  function runner(root: string) {
    const out = path.join(root, 'public');
    const source = path.join(root, 'title.txt');
    const gate = path.join(root, 'gate');
    const builds = new BuildRunner({
      command: [process.execPath, '-e', FAKE_BUILD, out, source, gate],
      cwd: root,
      outputDir: out,
      releasesDir: path.join(root, 'releases'),
      keep: 3,
      stateDir: path.join(root, 'builds'),
    });
    onTestFinished(() => builds.close());
    const setTitle = (title: string) => fs.writeFileSync(source, title);
    const open = () => fs.writeFileSync(gate, '');
    const close = () => fs.rmSync(gate, { force: true });
    return { builds, setTitle, open, close, releases: path.join(root, 'releases') };
  }
  const live = (releases: string) =>
    fs.readFileSync(path.join(releases, 'current', 'index.html'), 'utf8');

  it('runs one build at a time and folds every request made meanwhile into one more', async () => {
    const root = tempDir('builds-');
    const { builds, setTitle, open, releases } = runner(root);
    setTitle('first');
    // Nothing runs: it starts at once.
    const first = builds.request('post a changed');
    expect(first.status).toBe('running');

    setTitle('second');
    const joined = ['post b changed', 'post c changed', 'post d changed'].map((r) =>
      builds.request(r),
    );
    expect(new Set(joined.map((b) => b.id)).size).toBe(1);
    expect(joined[0]?.id).toBe(first.id + 1);
    open();
    await builds.idle();

    const records = readBuilds(path.join(root, 'builds'));
    expect(records.map((r) => [r.id, r.status])).toEqual([
      [2, 'done'],
      [1, 'done'],
    ]);
    expect(records[0]?.reasons).toEqual(['post b changed', 'post c changed', 'post d changed']);
    expect(records[0]?.durationMs).toBeGreaterThan(0);
    expect(live(releases)).toContain('second');
  });

  it('keeps the live release when a build fails, and records why with the end of its log', async () => {
    const root = tempDir('builds-');
    const { builds, setTitle, open, releases } = runner(root);
    open();
    setTitle('good');
    builds.request('first');
    await builds.idle();
    setTitle('MALFORMED');
    builds.request('bad edit');
    await builds.idle();

    const [failed] = readBuilds(path.join(root, 'builds'));
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe(
      'The build exited with code 1: ERROR #11321: Content Lake: content/data.ndjson line 3 is not valid JSON',
    );
    expect(failed?.logTail).toContain('building...');
    expect(live(releases)).toContain('good');

    const printed = formatBuilds(readBuilds(path.join(root, 'builds')), {
      releases: [{ id: failed!.id.toString(), current: false }],
    });
    expect(printed).toMatch(/^id +status/);
    expect(printed).toMatch(/Build 2: failed: The build exited with code 1/);
    expect(printed).toMatch(/line 3 is not valid JSON/);
  });

  it("runs the build with Node's punycode warning hidden, keeping NODE_OPTIONS given", async () => {
    const root = tempDir('builds-');
    const out = path.join(root, 'public');
    const script = `
      const fs = require('node:fs');
      fs.mkdirSync(process.argv[1], { recursive: true });
      fs.writeFileSync(process.argv[1] + '/index.html', String(process.env.NODE_OPTIONS));
      require('node:punycode');`;
    const builds = new BuildRunner({
      command: [process.execPath, '-e', script, out],
      cwd: root,
      outputDir: out,
      releasesDir: path.join(root, 'releases'),
      keep: 2,
      stateDir: path.join(root, 'builds'),
      env: { NODE_OPTIONS: '--max-old-space-size=512' },
    });
    onTestFinished(() => builds.close());
    builds.request('content changed');
    await builds.idle();
    expect(live(path.join(root, 'releases'))).toBe(
      '--max-old-space-size=512 --disable-warning=DEP0040',
    );
    const log = fs.readFileSync(path.join(root, 'builds', '1.log'), 'utf8');
    expect(log).not.toMatch(/DEP0040|punycode/);
    expect(buildEnvironment({ NODE_OPTIONS: '--disable-warning=DEP0040' }).NODE_OPTIONS).toBe(
      '--disable-warning=DEP0040',
    );
  });

  it('records builds a stopped server left unfinished as failed', async () => {
    const root = tempDir('builds-');
    const first = runner(root);
    first.setTitle('never');
    first.builds.request('cut off');
    await first.builds.close();
    const second = runner(root);
    const [record] = second.builds.list();
    expect(record?.status).toBe('failed');
    expect(second.builds.list().some((r) => r.status === 'running')).toBe(false);
  });
});

describe('releases served by the app', () => {
  it('switches in one step, keeps old chunks for the grace period only, and rolls back', async () => {
    const root = tempDir('releases-');
    const dir = path.join(root, 'releases');
    fakeBuild(path.join(root, 'b1'), 'one', '1111111111111111aaaa', 'old-page');
    fakeBuild(path.join(root, 'b2'), 'two', '2222222222222222bbbb');
    const first = await publishRelease(dir, path.join(root, 'b1'), { keep: 5 });

    const app = await appForTest(database.db, { releases: { dir, graceMs: 60_000 } });
    expect((await get(app, '/')).body).toContain('one');

    const second = await publishRelease(dir, path.join(root, 'b2'), { keep: 5 });
    expect(second > first).toBe(true);
    const home = await get(app, '/');
    expect(home.body).toContain('two');
    // A page of release one, still open, loads its chunk.
    const oldChunk = await get(app, '/app-1111111111111111aaaa.js');
    expect(oldChunk.statusCode).toBe(200);
    expect(oldChunk.body).toContain('one');
    // Pages are never served from the previous release.
    expect((await get(app, '/old-page')).statusCode).toBe(404);

    const strict = await appForTest(database.db, { releases: { dir, graceMs: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get(strict, '/app-1111111111111111aaaa.js')).statusCode).toBe(404);

    expect(rollbackRelease(dir)).toEqual({ from: second, to: first });
    expect((await get(app, '/')).body).toContain('one');
    expect((await get(app, '/old-page')).statusCode).toBe(200);
    expect(() => rollbackRelease(dir)).toThrow(/No release older/);
    expect(rollbackRelease(dir, second).to).toBe(second);
    expect((await get(app, '/')).body).toContain('two');
  });

  it('shares the files a build left unchanged with the previous release, and copies the rest', async () => {
    const root = tempDir('releases-');
    const dir = path.join(root, 'releases');
    const build = path.join(root, 'public');
    fakeBuild(build, 'first', 'a'.repeat(20));
    const first = await publishRelease(dir, build, { keep: 5 });
    // The next build rewrites the home page and leaves the chunk as it was.
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>second</title>');
    const second = await publishRelease(dir, build, { keep: 5 });
    const inode = (release: string, file: string) => fs.statSync(path.join(dir, release, file)).ino;
    const chunk = `app-${'a'.repeat(20)}.js`;
    expect(inode(second, chunk)).toBe(inode(first, chunk));
    expect(inode(second, 'index.html')).not.toBe(inode(first, 'index.html'));
    expect(fs.readFileSync(path.join(dir, first, 'index.html'), 'utf8')).toContain('first');
    expect(fs.readFileSync(path.join(dir, second, 'index.html'), 'utf8')).toContain('second');
    // A build writing into its folder in place never reaches a release.
    fs.writeFileSync(path.join(build, chunk), 'rewritten');
    expect(fs.readFileSync(path.join(dir, second, chunk), 'utf8')).not.toBe('rewritten');
  });

  it('keeps the newest releases and never the half-copied', async () => {
    const root = tempDir('releases-');
    const dir = path.join(root, 'releases');
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      fakeBuild(path.join(root, `b${n}`), `r${n}`, `${n}`.repeat(20));
      ids.push(await publishRelease(dir, path.join(root, `b${n}`), { keep: 2 }));
    }
    const left = fs.readdirSync(dir).filter((name) => /^\d/.test(name));
    expect(left.sort()).toEqual(ids.slice(2));
    await expect(publishRelease(dir, path.join(root, 'missing'), { keep: 2 })).rejects.toThrow(
      /has no index.html/,
    );
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('the embedded Lake watching its folder', () => {
  it('sends one signed webhook per save naming the file, none for claps alone, the error of a broken file', async () => {
    const root = tempDir('lake-watch-');
    const contentDir = path.join(root, 'content');
    fs.cpSync(path.resolve('__tests__/fixtures/content'), contentDir, { recursive: true });
    const store = new ContentStore({
      contentDir,
      dataDir: path.join(root, 'lake-data'),
      projectId: 'embedded',
      dataset: 'production',
    });

    const received: ContentChange[] = [];
    const app = await appForTest(database.db, {
      hooks: {
        secret: SECRET,
        onContentChange: (change) => {
          received.push(change);
          return { id: received.length, status: change.error ? 'failed' : 'queued' };
        },
      },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stop = watchDataset(store, {
      hookUrl: `${url}/api/hooks/content`,
      secret: SECRET,
      debounceMs: 100,
      retryMs: 300,
    });
    onTestFinished(stop);

    const file = path.join(contentDir, 'posts/bash-scripting-ubuntu/index.md');
    const original = fs.readFileSync(file, 'utf8');
    /** Rewrites one front-matter line, as editors save: a new file renamed over the old one. */
    const edit = (pattern: RegExp, line: string) => {
      const next = fs.readFileSync(file, 'utf8').replace(pattern, line);
      fs.writeFileSync(`${file}.swp`, next);
      fs.renameSync(`${file}.swp`, file);
    };
    /** Waits for `count` webhooks in all (up to 5 s; 0.5 s when none more is expected). */
    const settle = async (count: number, expectMore = true) => {
      for (let i = 0; i < (expectMore ? 100 : 10) && received.length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Anything more would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 800));
    };

    edit(/^claps: .*$/m, 'claps: 999');
    await settle(1, false);
    expect(received).toEqual([]);

    edit(/^title: .*$/m, 'title: Bash, revisited');
    await settle(1);
    expect(received.map((c) => c.reason)).toEqual([`${file} changed`]);
    expect((await store.query('*[_id == "post-bash-scripting-ubuntu"][0].title', {})).result).toBe(
      'Bash, revisited',
    );

    // Two mistakes: the reason counts them and names the first with its file and line.
    fs.writeFileSync(
      file,
      original
        .replace(/^title: .*$/m, 'title: Bash\ntags: [shell]')
        .replace(/^date: .*$/m, 'date: soon'),
    );
    await settle(2);
    expect(received).toHaveLength(2);
    expect(received[1]?.reason).toBe(`${file} changed`);
    // The failed build's log names each problem with its file and line.
    expect(received[1]?.error).toMatch(
      /content\/posts\/bash-scripting-ubuntu\/index\.md:3: unknown front-matter key "tags"/,
    );
    // The store keeps what it had.
    expect((await store.query('*[_id == "post-bash-scripting-ubuntu"][0].title', {})).result).toBe(
      'Bash, revisited',
    );
  });

  it('records a failed build for content that does not load, without running Gatsby', () => {
    const root = tempDir('builds-');
    const builds = new BuildRunner({
      command: [process.execPath, '-e', 'process.exit(3)'],
      cwd: root,
      outputDir: path.join(root, 'public'),
      releasesDir: path.join(root, 'releases'),
      keep: 2,
      stateDir: path.join(root, 'builds'),
    });
    onTestFinished(() => builds.close());
    const record = builds.recordFailure(
      'content/posts/hello/index.md changed',
      'content/posts/hello/index.md:4: unknown front-matter key "tags"',
    );
    expect(record).toMatchObject({ id: 1, status: 'failed', durationMs: 0 });
    const [saved] = readBuilds(path.join(root, 'builds'));
    expect(saved?.reasons).toEqual(['content/posts/hello/index.md changed']);
    expect(saved?.error).toBe(
      'The content does not load: content/posts/hello/index.md:4: unknown front-matter key "tags"',
    );
    expect(fs.readFileSync(path.join(root, 'builds', '1.log'), 'utf8')).toContain(
      'content/posts/hello/index.md:4: unknown front-matter key "tags"',
    );
    expect(builds.request('fixed').id).toBe(2);
  });
});

describe('the server process with releases', () => {
  // A server process and three CLI runs (tsx each), beside jest on the same two cores in npm test.
  it(
    'serves the live release, and npm run rollback / npm run builds work beside it',
    { timeout: 120_000 },
    async () => {
      const root = tempDir('releases-process-');
      const dir = path.join(root, 'releases');
      fakeBuild(path.join(root, 'b1'), 'release one', '1'.repeat(20));
      fakeBuild(path.join(root, 'b2'), 'release two', '2'.repeat(20));
      const first = await publishRelease(dir, path.join(root, 'b1'), { keep: 5 });
      await publishRelease(dir, path.join(root, 'b2'), { keep: 5 });
      const env = {
        PUBLIC_DIR: '',
        RELEASES_DIR: dir,
        BUILDS_DIR: path.join(root, 'builds'),
        AUTO_BUILD: 'false',
        SANITY_WEBHOOK_SECRET: SECRET,
        PGLITE_DIR: path.join(root, 'pglite'),
        CONTENT_LAKE_DATA_DIR: path.join(root, 'lake'),
        // The content does not matter here: the smallest fixture, so that a Lake with a fresh data
        // folder measures three images at start rather than the sample's thirty.
        CONTENT_DIR: path.resolve('__tests__/fixtures/drafts-content'),
      };
      const server = await startServer(env);
      onTestFinished(async () => {
        await server.stop();
      });
      const home = () => fetch(`${server.base}/`).then((r) => r.text());
      expect(await home()).toContain('release two');

      const script = (name: string, ...args: string[]) =>
        execFileSync(
          process.execPath,
          [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), `scripts/${name}.ts`, ...args],
          { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
        );
      expect(script('rollback')).toMatch(new RegExp(`^Now serving release ${first} `));
      expect(await home()).toContain('release one');
      expect(script('builds')).toBe('No builds yet.\n');

      // This server does not build: a signed webhook is told so.
      const body = JSON.stringify({ _id: 'post-x', after: { _id: 'post-x', _type: 'post' } });
      const hook = await fetch(`${server.base}/api/hooks/content`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
        },
        body,
      });
      expect(hook.status).toBe(503);
      expect(((await hook.json()) as { message: string }).message).toMatch(/builds are off/);
    },
  );
});
