import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (run by `npm run lint`). Knip's plugins find the entry
 * points of Gatsby (gatsby-*.ts, src/pages), Storybook (.storybook/main.ts's stories), Jest,
 * Vitest, Playwright, ESLint and Prettier from their configs; the rest are listed here.
 */
const config: KnipConfig = {
  entry: [
    'server/index.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.{ts,mjs}',
    'src/templates/*.tsx',
    // Started as a process of its own by build/social-cards/aside.ts.
    'build/social-cards/child.ts',
    // Gatsby reads every GraphQL fragment in src/ itself; nothing imports this file.
    'src/content/fragments.ts',
    // Webpack's alias for hoist-non-react-statics in the browser bundle (gatsby-node.ts).
    'src/lib/hoistNonReactStatics.ts',
    // The component library's public entry points: each component folder's index.ts is its API.
    'ui/index.ts',
    'ui/*/index.ts',
    'ui/primitives/*/index.ts',
    '__tests__/**/*.{ts,tsx}',
  ],
  project: ['**/*.{ts,tsx,mts,mjs,js,cjs,mdx}'],
  // studio/ has its own package; stories/foundations is Storybook's design pages (worked on
  // apart from this config), whose helpers are exported for reuse.
  ignore: ['studio/**', '**/*.d.mts', 'stories/foundations/**'],
  // Used outside JavaScript: font files copied by scripts/subset-fonts.sh, the HTML checker's
  // jar run by scripts/html-check.mjs, and chromatic behind `timeout` in its npm script.
  ignoreDependencies: [
    '@fontsource-variable/inter',
    '@fontsource-variable/jetbrains-mono',
    'vnu-jar',
    'chromatic',
    // Its font files are read by Chromium through __tests__/support/fonts/fonts.conf.
    'dejavu-fonts-ttf',
    // Loaded by name as pino's transport target for readable logs (server/lib/log.ts).
    'pino-pretty',
  ],
  ignoreBinaries: ['ffmpeg', 'java'],
  // Storybook's Foundations pages import their blocks from MDX.
  compilers: {
    mdx: (text: string) => [...text.matchAll(/^import[^;]+;?$/gm)].map(([line]) => line).join('\n'),
  },
};

export default config;
