import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  quietRelease,
  releaseMemoryWhenQuiet,
  releasingCollection,
  type QuietReleaseOptions,
} from '../../server/lib/memory-release';

/**
 * After load the server gives back the heap a busy spell grew, once it is quiet again
 * (server/lib/memory-release.ts): the policy stepped check by check, the hook on a real app,
 * and the collection itself on this Node.
 */
const MB = 1024 * 1024;

/** A policy over a pretend resident set of `heap.bytes`; a collection shrinks it to `heap.after`. */
function stepped(options: Partial<QuietReleaseOptions> = {}) {
  const heap = { bytes: 200 * MB, after: 80 * MB };
  const releases: number[] = [];
  const policy = quietRelease({
    quietRequests: 5,
    quietChecks: 2,
    growthBytes: 32 * MB,
    resident: () => heap.bytes,
    collect: () => {
      releases.push(heap.bytes);
      heap.bytes = heap.after;
    },
    ...options,
  });
  const busy = (requests = 100) => {
    for (let i = 0; i < requests; i += 1) policy.noteRequest();
    return policy.check();
  };
  return { heap, releases, policy, busy };
}

describe('releasing memory when quiet', () => {
  it('collects once the traffic has been quiet for the checks asked, not before', () => {
    const { releases, policy, busy } = stepped();
    expect(busy()).toBe(false);
    expect(busy()).toBe(false);
    // A health check now and then is quiet.
    expect(busy(1)).toBe(false);
    expect(busy(5)).toBe(true);
    expect(releases).toEqual([200 * MB]);
    // Quiet on, with nothing grown since: nothing more to give back.
    for (let i = 0; i < 10; i += 1) expect(policy.check()).toBe(false);
    expect(releases).toHaveLength(1);
  });

  it('never collects under steady traffic, however large the heap', () => {
    const { releases, heap, busy } = stepped();
    heap.bytes = 1024 * MB;
    for (let i = 0; i < 50; i += 1) expect(busy(6)).toBe(false);
    expect(releases).toEqual([]);
  });

  it('collects again after the next busy spell only if the heap grew by the margin', () => {
    const { releases, heap, policy, busy } = stepped();
    busy();
    policy.check();
    expect(policy.check()).toBe(true);
    // Grown by less than 32 MB over the 80 MB left after the release: left alone.
    heap.bytes = 100 * MB;
    busy();
    policy.check();
    expect(policy.check()).toBe(false);
    heap.bytes = 150 * MB;
    busy();
    policy.check();
    expect(policy.check()).toBe(true);
    expect(releases).toEqual([200 * MB, 150 * MB]);
  });

  it('counts every request the app answers and logs each release', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line));
        }
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    onTestFinished(() => app.close());
    app.get('/ping', async () => ({ ok: true }));
    let collections = 0;
    let heap = 300 * MB;
    const policy = releaseMemoryWhenQuiet(app, {
      // Checked by hand below; the timer's own checks come too late to matter.
      checkEveryMs: 3_600_000,
      collect: () => {
        collections += 1;
        heap = 100 * MB;
      },
      resident: () => heap,
    });
    await app.ready();
    for (let i = 0; i < 20; i += 1) expect((await app.inject('/ping')).statusCode).toBe(200);
    // Twenty requests since the last look: busy, whatever the heap.
    expect(policy.check()).toBe(false);
    expect(policy.check()).toBe(false);
    expect(policy.check()).toBe(true);
    expect(collections).toBe(1);
    expect(lines.find((line) => line.msg === 'released memory after a busy spell')).toMatchObject({
      rssMB: { before: 300, after: 100 },
    });
  });

  it("hands V8's free heap pages back to the system on this Node", () => {
    // About 60 MB of objects, garbage once the list is dropped.
    let kept: unknown[] = [];
    for (let i = 0; i < 400_000; i += 1) kept.push({ text: `garbage ${i}`, list: [i, i + 1] });
    kept = [];
    const before = process.memoryUsage.rss();
    releasingCollection()();
    expect(process.memoryUsage.rss()).toBeLessThan(before - 20 * MB);
    expect(kept).toEqual([]);
  });
});
