import type { GatsbySSR } from 'gatsby';
import { isValidElement } from 'react';
import { colorModeScript, DARK_SCHEME_QUERY, fontFiles, THEME_COLORS } from './ui/theme';
import { apiBase } from './src/client/apiBase';
import PageGlobals from './src/components/PageGlobals';
import { PageFrame, Root } from './src/components/Root';
import { renderAllForFragmentScript } from './src/lib/belowFold';
import { renderWithCriticalStyles } from './src/lib/criticalStyles';
import { renderInline } from './src/lib/renderInline';
import { ldScript, structuredDataFor } from './src/lib/structuredData';
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from './src/lib/webManifest';
import { siteUrl } from './src/config/site';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <Root>{element}</Root>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <PageFrame globals={<PageGlobals />}>{element}</PageFrame>
);

const SANITY_CDN = 'https://cdn.sanity.io';
/** Key of the preconnect gatsby-source-sanity adds to every page, whatever the page loads. */
const PLUGIN_PRECONNECT_KEY = 'sanity-cdn-preconnect';

// Gatsby's own renderer moves large Suspense boundaries out of place (see renderInline), and
// Emotion would write its styles into the body; the CSS the page uses goes into <head> instead.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithCriticalStyles(bodyComponent, renderInline);
  replaceBodyHTMLString(html);
  setHeadComponents(styles);
  // Images are built into public/ (gatsbyImage), so pages normally load nothing from Sanity's
  // CDN. Only a page that really does (an image URL straight from real Sanity) preconnects.
  if (html.includes(`${SANITY_CDN}/`)) {
    setHeadComponents([<link key="sanity-cdn" rel="preconnect" href={SANITY_CDN} />]);
  }
};

/**
 * /insta's feed request starts with the HTML instead of after the scripts, when the page was
 * built without its photos (the build could not read the feed: its context's feed is null); a
 * page built with them draws them from its HTML and refreshes the feed after hydration, so its
 * request has no hurry, and a preload there would only compete with the photos (and keep the
 * page's scripts from being deferred, build/deferred-scripts.ts). fetchFeed's request (same URL,
 * credentials 'include') picks the preloaded answer up. Written here rather than in the page's
 * Head: Gatsby renders Head again in the browser, and the link element that adds preloads the
 * feed a second time (seen in Chromium); the page's request then took one answer and its
 * 'Try again' the other, the same failure, without asking the server again.
 */
const feedPreload = (pathname: string, builtWithFeed: boolean) =>
  pathname.replace(/\/+$/, '') === '/insta' && !builtWithFeed
    ? [
        <link
          key="feed-preload"
          rel="preload"
          href={`${apiBase}/api/feed`}
          as="fetch"
          crossOrigin="use-credentials"
        />,
      ]
    : [];

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ lang: 'en' });
  // JSON-LD for search engines, in the HTML only (src/lib/structuredData.ts). `gatsby develop`
  // renders its one HTML shell without page data and passes no loadPageDataSync (Gatsby's
  // develop-static-entry); calling it there threw, and Gatsby then waited 15 s for the query
  // results of "/" to print that error, hiding it behind "Couldn't get query results".
  const pageData = typeof loadPageDataSync === 'function' ? loadPageDataSync(pathname) : null;
  const context = (pageData as { result?: { pageContext?: { feed?: unknown } } } | null)?.result
    ?.pageContext;
  setHeadComponents(feedPreload(pathname, Boolean(context?.feed)));
  const structured = structuredDataFor(siteUrl, pathname, pageData);
  if (structured) {
    setHeadComponents([
      <script
        key="structured-data"
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: ldScript(structured) }}
      />,
    ]);
  }
  // Runs before the body is parsed, so the first paint already has the right colour mode.
  // The theme-color metas go first: the colour-mode script sets them to the applied mode.
  setHeadComponents([
    <meta
      key="theme-color-light"
      name="theme-color"
      media="(prefers-color-scheme: light)"
      content={THEME_COLORS.light}
    />,
    <meta
      key="theme-color-dark"
      name="theme-color"
      media={DARK_SCHEME_QUERY}
      content={THEME_COLORS.dark}
    />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    // A page opened at a fragment lays out every part, so the jump lands (lib/belowFold.ts).
    <script key="render-all" dangerouslySetInnerHTML={{ __html: renderAllForFragmentScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The manifest and its icons are written by onPostBuild (build/web-manifest.ts); iOS
    // reads its home-screen icon from the link, not the manifest.
    <link key="manifest" rel="manifest" href={MANIFEST_PATH} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
    // Every page sets its text in this font: fetched with the HTML, not after the CSS is read.
    <link
      key="font-body"
      rel="preload"
      href={fontFiles.body}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // Keeps the scrollbar's room from the first paint, so content that arrives later (the
    // photo feed) or a dialog locking the scroll does not shift the page sideways.
    <style key="scrollbar-gutter">{'html{scrollbar-gutter:stable}'}</style>,
  ]);
};

// gatsby-source-sanity preconnects every page to cdn.sanity.io, even where every image is served
// by our own server: a wasted DNS lookup, TCP and TLS handshake. replaceRenderer adds one back
// where the page uses the CDN. Gatsby's generator meta (its name and exact version) tells a
// visitor nothing and an attacker which version's advisories to try.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const dropped = (component: unknown) =>
    isValidElement(component) &&
    (component.key === PLUGIN_PRECONNECT_KEY || String(component.key).startsWith('generator-'));
  replaceHeadComponents(getHeadComponents().filter((component) => !dropped(component)));
};
