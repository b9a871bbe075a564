import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { contentMode } from './server/content-lake/gatsby';
import { loadDotEnv, readSettings } from './server/settings';
import { localSiteUrl } from './shared/site-url';
import { apiProxy } from './src/config/devProxy';

// Settings: the environment, then `.env` at the repo root (the environment wins), checked once
// here so a bad value fails the build with a message naming it. Gatsby's workers and the
// browser bundle (GATSBY_*) read process.env after this, so they see `.env` too.
loadDotEnv();
const settings = readSettings();
// One origin for the whole site unless the build is told otherwise: SITE_URL serves both
// (unset, http://localhost:$PORT: where `npm start` serves this build).
const siteUrl = new URL(
  settings.GATSBY_SITE_URL ?? settings.SITE_URL ?? localSiteUrl(settings.PORT),
).origin;
process.env.GATSBY_SITE_URL = siteUrl;

// Content: the owner's Sanity project when SANITY_PROJECT_ID is set, else the embedded Content
// Lake (started here, on 127.0.0.1) serving content/. Same plugin and GraphQL types either way;
// see docs/content.md. A bad setting throws here, naming it, and fails the build.
const content = contentMode();

// Gatsby fetches its adapters manifest from GitHub/unpkg on every build and falls back to the
// copy it ships. Hand it that copy up front so an offline build makes no outside request.
if (!process.env.GATSBY_ADAPTERS_MANIFEST) {
  try {
    process.env.GATSBY_ADAPTERS_MANIFEST = fs.readFileSync(
      require.resolve('gatsby/adapters.js'),
      'utf8',
    );
  } catch {
    // An older Gatsby without a bundled manifest: it falls back by itself.
  }
}

const config: GatsbyConfig = {
  // Who the site is about is content (siteSettings, read through useSiteSettings), not config.
  siteMetadata: {
    siteUrl,
  },
  // Queries.* types in src/gatsby-types.d.ts, rewritten by every build (committed: see
  // docs/content.md).
  // `npm run develop` runs Gatsby in a folder of its own whose gatsby-node.ts only re-exports
  // this one (scripts/develop.mjs): the queries in gatsby-node are read where they are written.
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: [path.join(process.env.DEVELOP_SOURCE_DIR ?? '.', 'gatsby-node.ts')],
  },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  trailingSlash: 'never',
  developMiddleware: (app) => {
    app.use(apiProxy());
  },
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    { resolve: 'gatsby-source-sanity', options: content.options },
  ],
};

export default config;
