import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { lazy, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { trackPageView } from './src/analytics/beacon';
import { renderAllBeforeJumps } from './src/lib/belowFold';
import { instantScrollOnPageChange } from './src/lib/routeScroll';
import { PageFrame, Root } from './src/components/Root';
import { browserStyleCache, serverWroteGlobals } from './src/lib/styleMarks';

// Emotion in the browser starts from the CSS the server wrote into <head>, without moving it.
const styleCache = browserStyleCache();
// The global rules, where the server did not write them into <head> (`gatsby develop`'s pages):
// a built page always has them, so it never fetches their code.
const PageGlobals = lazy(() => import('./src/components/PageGlobals'));
const globals = serverWroteGlobals() ? null : (
  <Suspense fallback={null}>
    <PageGlobals />
  </Suspense>
);

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={styleCache}>
    <Root>{element}</Root>
  </CacheProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageFrame globals={globals}>{element}</PageFrame>
);

/**
 * Hydrates the static HTML inside a transition. Gatsby's own hydrateRoot call runs at default
 * priority, which React renders in one uninterrupted task (hundreds of milliseconds of Total
 * Blocking Time on a phone); as a transition, React yields to the browser every few
 * milliseconds, and a tap during hydration still hydrates its target first. Pages with no
 * server HTML (`gatsby develop`'s, and its loading indicators) are rendered as Gatsby would.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] =
  () => (element: ReactNode, container: Element) => {
    // Asked of the container given: `gatsby develop` renders its loading indicators into new,
    // empty elements through this same function, once the page is on screen; hydrating those
    // threw React's hydration-mismatch error over the page.
    const serverRendered = Boolean(
      container.querySelector('#gatsby-focus-wrapper')?.children.length,
    );
    // Either way the root's unmount is returned: `gatsby develop` takes its loading indicator
    // down with it once the page is ready.
    if (!serverRendered) {
      const root = createRoot(container);
      root.render(element);
      return () => root.unmount();
    }
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(container, element);
    });
    return () => hydrated?.unmount();
  };

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  renderAllBeforeJumps();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) =>
  instantScrollOnPageChange(prevLocation, location);

let firstView = true;

/** One page view per route (the first one is the landing page, with its referrer). */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  trackPageView(location.pathname, firstView);
  firstView = false;
};
