import fs from 'node:fs';
import type { GatsbyConfig } from 'gatsby';
import { contentMode } from './server/content-lake/gatsby';
import { loadDotEnv, readSettings } from './server/settings';
import { apiProxy } from './src/config/devProxy';
// owner.ts, not site.ts: site.ts reads GATSBY_SITE_URL when loaded, which is set below.
import { owner } from './src/config/owner';
import { light } from './ui/theme/modes';

// Settings: the environment, then `.env` at the repo root (the environment wins), checked once
// here so a bad value fails the build with a message naming it. Gatsby's workers and the
// browser bundle (GATSBY_*) read process.env after this, so they see `.env` too.
loadDotEnv();
const settings = readSettings();
// One origin for the whole site unless the build is told otherwise: SITE_URL serves both.
const siteUrl = new URL(settings.GATSBY_SITE_URL ?? settings.SITE_URL ?? 'http://localhost:8000')
  .origin;
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
  siteMetadata: {
    title: 'Aarav Mehta | Software Engineer',
    siteUrl,
  },
  // Queries.* types in src/gatsby-types.d.ts, rewritten by every build (committed: see README).
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  trailingSlash: 'never',
  developMiddleware: (app) => {
    app.use(apiProxy());
  },
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    {
      // /manifest.webmanifest and its icons, drawn by sharp from one full-bleed SVG (the icons
      // double as maskable ones: the letter sits inside the central 80% safe zone). The page's
      // theme-color metas (one per colour mode) come from gatsby-ssr, not from this plugin.
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: `${owner.name} | ${owner.role}`,
        short_name: owner.name,
        description: `${owner.name}'s blog, projects and photos.`,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'minimal-ui',
        background_color: light.background,
        theme_color: light.background,
        theme_color_in_head: false,
        include_favicon: false,
        legacy: false,
        cache_busting_mode: 'none',
        icon: 'src/images/app-icon.svg',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
        ],
      },
    },
    { resolve: 'gatsby-source-sanity', options: content.options },
  ],
};

export default config;
