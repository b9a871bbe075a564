import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Gives the memory a busy spell grew back to the system once the server is quiet again.
 *
 * Under load V8 grows its heap (a mixed load took it from about 70 to 240 MB, half of it
 * garbage) and keeps the pages: its ordinary collections free the objects but pool the empty
 * pages, still resident, for the next spell. Only its memory reducer unmaps them, and that
 * gives up after two collections and starts again only once the heap has grown well past its
 * last size, so after a second busy spell the pages often stayed for minutes (docs/api.md,
 * "Memory"). This watches the requests instead: after a quiet spell, if the resident set is
 * well above what it was after the last release, one full collection that compacts the heap
 * and unmaps its free pages (what V8 does itself when the system runs low) brings it down.
 */

export type QuietRelease = {
  /** Counts a request (any path, any answer). */
  noteRequest(): void;
  /**
   * One look at the traffic since the last check and at the memory; runs the collection when
   * the server has been quiet long enough and the memory has grown. Answers whether it ran.
   */
  check(): boolean;
};

export type QuietReleaseOptions = {
  /** At most this many requests since the last check count as quiet (health checks, a reader). */
  quietRequests: number;
  /** Quiet checks in a row before memory is released. */
  quietChecks: number;
  /** Release only when the resident set is this many bytes above its size after the last release. */
  growthBytes: number;
  /** The process's resident set in bytes now. */
  resident: () => number;
  /** The collection that releases memory. */
  collect: () => void;
  /** Told about each release: the resident set before and after, and how long it took. */
  onRelease?: (release: { beforeBytes: number; afterBytes: number; ms: number }) => void;
};

/** The policy alone (no timer), so it can be stepped through. */
export function quietRelease(options: QuietReleaseOptions): QuietRelease {
  let requests = 0;
  let quietFor = 0;
  // Nothing released yet: the first quiet spell after start gives back start-up's garbage.
  let releasedAt = 0;
  return {
    noteRequest() {
      requests += 1;
    },
    check() {
      quietFor = requests <= options.quietRequests ? quietFor + 1 : 0;
      requests = 0;
      if (quietFor < options.quietChecks) return false;
      const before = options.resident();
      if (before < releasedAt + options.growthBytes) return false;
      const started = performance.now();
      options.collect();
      const after = options.resident();
      releasedAt = after;
      options.onRelease?.({
        beforeBytes: before,
        afterBytes: after,
        ms: performance.now() - started,
      });
      return true;
    },
  };
}

/**
 * A full collection that also compacts the heap and hands its free pages back (V8's "last
 * resort" collection, several rounds until nothing more is freed). V8 offers it to scripts only
 * through its `gc` extension: turned on for one new context, whose `gc` is kept, then off again.
 */
export function releasingCollection(): () => void {
  type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  let gc = (globalThis as { gc?: Gc }).gc;
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Gc;
    v8.setFlagsFromString('--no-expose-gc');
  }
  const collect = gc;
  return () => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export type MemoryReleaseOptions = Partial<
  Pick<
    QuietReleaseOptions,
    'quietRequests' | 'quietChecks' | 'growthBytes' | 'resident' | 'collect'
  >
> & {
  /** How often the traffic is looked at. @default 5 s */
  checkEveryMs?: number;
};

const MB = 1024 * 1024;

/**
 * Releases memory after load (see above) for the app's server: a check every 5 s; quiet is at
 * most 5 requests in that time (a load balancer's health check, a reader now and then) for
 * 10 s; the resident set must have grown by 32 MB since the last release. The collection
 * stops the process for a few hundred milliseconds (over a second on a busy shared machine; a
 * request arriving meanwhile waits that long), which is why it waits for a quiet spell and for
 * that much growth.
 */
export function releaseMemoryWhenQuiet(
  app: FastifyInstance,
  options: MemoryReleaseOptions = {},
): QuietRelease {
  const log: FastifyBaseLogger = app.log;
  const policy = quietRelease({
    quietRequests: options.quietRequests ?? 5,
    quietChecks: options.quietChecks ?? 2,
    growthBytes: options.growthBytes ?? 32 * MB,
    resident: options.resident ?? (() => process.memoryUsage.rss()),
    collect: options.collect ?? releasingCollection(),
    onRelease: ({ beforeBytes, afterBytes, ms }) =>
      log.info(
        {
          rssMB: { before: Math.round(beforeBytes / MB), after: Math.round(afterBytes / MB) },
          ms: Math.round(ms),
        },
        'released memory after a busy spell',
      ),
  });
  app.addHook('onRequest', async () => policy.noteRequest());
  const timer = setInterval(() => policy.check(), options.checkEveryMs ?? 5000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return policy;
}
