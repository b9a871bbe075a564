import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin, minifyOnEveryCore } from '../webpack';

/**
 * `npm run develop` runs Gatsby in a folder of links to this repository (scripts/develop.mjs).
 * Webpack would follow those links to the real files, and Gatsby, which matches a page's modules
 * to its static queries by path, would then find none of them for any page ("The result of this
 * StaticQuery could not be fetched"). There, modules keep their linked paths.
 *
 * The browser bundle leaves out two packages that every page loaded and none runs:
 * - Gatsby's partytown plugin requires `@builder.io/partytown/integration` in its
 *   onInitialClientRender, which returns at once outside `gatsby develop`; the production
 *   bundle gets an empty module instead (the server's HTML stage keeps the real one).
 * - Emotion imports hoist-non-react-statics (and through it react-is) for withTheme alone, which
 *   the site never calls; the browser gets a pass-through (src/lib/hoistNonReactStatics.ts).
 *
 * And the browser bundle is minified on every core, and the scripts every page starts with carry
 * Chromium's compile hint (both in build/webpack.ts).
 */
export function configureWebpack({ actions, stage, getConfig, plugins }: CreateWebpackConfigArgs) {
  if (process.env.DEVELOP_SOURCE_DIR) actions.setWebpackConfig({ resolve: { symlinks: false } });
  if (stage === 'build-javascript' || stage === 'develop') {
    actions.setWebpackConfig({
      resolve: {
        alias: {
          'hoist-non-react-statics': path.resolve('src/lib/hoistNonReactStatics.ts'),
          ...(stage === 'build-javascript' && { '@builder.io/partytown/integration': false }),
        },
      },
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
    // Last: it replaces the config with the one set so far (getConfig reads it as it stands).
    minifyOnEveryCore(getConfig(), plugins, actions);
  }
}
