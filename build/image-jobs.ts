import os from 'node:os';
import path from 'node:path';

/**
 * Lets Gatsby's image jobs run one resize per core.
 *
 * Every `gatsbyImage` field (src/content/fragments.ts) becomes an IMAGE_CDN job. Query workers
 * hand their jobs to the main process, which runs them through a queue in gatsby-plugin-utils
 * (dist/polyfill-remote-file/jobs/gatsby-worker.js) sized `cpuCoreCount() - 1` once, when that
 * module is first loaded; gatsby-sharp meanwhile gives libvips one thread per image ("concurrency
 * is handled by gatsby"). On two cores that is one resize at a time: the image jobs, most of a
 * cold build with a cover per post, ran at one core's worth of work whatever
 * GATSBY_CONCURRENT_DOWNLOAD or UV_THREADPOOL_SIZE said, and the second core sat idle once the
 * query worker was done. The `- 1` keeps a core for the main process, but that process only
 * waits on the jobs (sharp runs on libuv's threads).
 *
 * So the module is loaded here first, before any job, with GATSBY_CPU_COUNT set to one more
 * than the machine's cores for just that load: its queue then takes one resize per core. Every
 * other use of the core count (the query workers, webpack) reads the setting later, unchanged.
 * An operator's own GATSBY_CPU_COUNT is left to decide. Returns the queue's size, or undefined
 * when it was left alone.
 */
export function imageJobsOnEveryCore(): number | undefined {
  if (process.env.GATSBY_CPU_COUNT !== undefined) return undefined;
  // Through getBuiltinModule and from the project's package.json: Gatsby bundles gatsby-node
  // with Parcel, whose output leaves both `import { createRequire } from 'node:module'` and
  // `require.resolve` undefined.
  const { createRequire } = process.getBuiltinModule('node:module');
  const fromProject = createRequire(path.resolve('package.json'));
  const fromGatsby = createRequire(fromProject.resolve('gatsby/package.json'));
  // Gatsby imports the same file (by its real path), so it finds it in the module cache.
  const worker = fromGatsby.resolve(
    'gatsby-plugin-utils/dist/polyfill-remote-file/jobs/gatsby-worker.js',
  );
  if (fromGatsby.cache[worker]) return undefined;
  const cores = os.availableParallelism();
  process.env.GATSBY_CPU_COUNT = String(cores + 1);
  try {
    fromGatsby(worker);
  } finally {
    delete process.env.GATSBY_CPU_COUNT;
  }
  return cores;
}
