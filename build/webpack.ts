import os from 'node:os';
import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Minifies the browser bundle on every core.
 *
 * Gatsby sizes Terser's and the CSS minimiser's worker pools `cores - 1`
 * (gatsby/dist/utils/webpack-utils.js), the same rule build/image-jobs.ts undoes for the image
 * jobs: on two cores that is one chunk minified at a time while the main process only waits for
 * the result. Replaced here by the same two minimisers with one worker per core; a config whose
 * minimisers are not Gatsby's two (a `--no-uglify` build, a later Gatsby) is left as it is.
 */
export function minifyOnEveryCore(
  // Gatsby types its webpack config as `any`.
  config: { optimization?: { minimizer?: unknown[] } },
  plugins: CreateWebpackConfigArgs['plugins'],
  actions: CreateWebpackConfigArgs['actions'],
): void {
  const minimizer = config.optimization?.minimizer;
  if (!minimizer || minimizer.length !== 2) return;
  const parallel = os.availableParallelism();
  minimizer.splice(0, 2, plugins.minifyJs({ parallel }), plugins.minifyCss({ parallel }));
  actions.replaceWebpackConfig(config);
}
