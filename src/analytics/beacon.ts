/**
 * First-party analytics, the part every page loads: one page-view beacon per route change and,
 * once the page is idle, the Core Web Vitals reporter (./vitals, its own chunk). Nothing is sent
 * when the visitor asks not to be tracked (Do-Not-Track or Global Privacy Control), and nothing
 * identifies them: no id and no cookie of ours, only the route, the referrer and a device class
 * from the viewport width; the server stores no address or user agent (docs/analytics.md).
 */
import { send, type Device } from './send';

/** Settings and browser signals that decide whether anything is sent. */
function analyticsAllowed(): boolean {
  if (process.env.GATSBY_ANALYTICS === 'false') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  const dnt = nav.doNotTrack ?? win.doNotTrack;
  return dnt !== '1' && dnt !== 'yes' && nav.globalPrivacyControl !== true;
}

/** The viewport's class, as docs/analytics.md defines it. */
export function deviceClass(width: number): Device {
  if (width < 640) return 'mobile';
  return width < 1024 ? 'tablet' : 'desktop';
}

/** A route as the server counts it: no query or hash, no trailing slash but on "/". */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}

let reporterStarted = false;

/**
 * Called on every route change (gatsby-browser onRouteUpdate). The first call also schedules
 * the vitals reporter for when the browser is idle, so it never competes with rendering.
 */
export function trackPageView(pathname: string, firstView: boolean): void {
  const path = routePath(pathname);
  // The owner's own visits to /admin are not the audience.
  if (path === '/admin' || !analyticsAllowed()) return;
  send({
    type: 'pageview',
    path,
    // Only a landing page has an outside referrer; later views are navigations inside the site.
    referrer: firstView ? document.referrer : '',
    device: deviceClass(window.innerWidth),
  });
  if (reporterStarted) return;
  reporterStarted = true;
  const start = () => {
    import(/* webpackChunkName: "vitals-reporter" */ './vitals').then(
      ({ reportVitals }) => reportVitals(path),
      () => {},
    );
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
