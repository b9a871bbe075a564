import os from 'node:os';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compilation, Compiler } from 'webpack';

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

/**
 * The magic comment that asks Chromium (136 and later) to compile every function of a script on
 * the background thread that streams it in, instead of each one lazily on the main thread the
 * first time it runs. It has to open the file; other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const HINTS = 'CompileHintsPlugin';

/**
 * The scripts every page runs as it starts (issue 38): the app entry's chunks (webpack's runtime,
 * React, Gatsby's runtime, the site's browser hooks) and each page component's chunks, with the
 * code they share. Starting the app evaluates almost all of it in one task, which on a phone was
 * the longest task of a page; most of that task was V8 compiling those functions lazily as they
 * were first called. Chunks loaded later (a lazy section, comments, the search dialog) are left
 * as they are: compiling them up front would be work for code that may never run.
 *
 * Added after the minifier (which would strip the comment) and before the source maps and the
 * content hashes are made, so both describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(HINTS, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: HINTS, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of startupScripts(compilation)) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

/** The `.js` files of the `app` entry and of every page component's chunk group. */
function startupScripts(compilation: Compilation): Set<string> {
  const groups = [...compilation.namedChunkGroups]
    .filter(([name]) => name === 'app' || name.startsWith('component---'))
    .map(([, group]) => group);
  const files = new Set<string>();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}
