import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page-view or vitals beacon says, and whether it is kept (POST /api/events): bots,
 * visitors who opted out, referrer hosts, route paths and which paths are pages of the site.
 */

/** Referrer hosts past the day's cap, and routes that are no page, are counted as this. */
export const OTHER = '(other)';

// Crawlers, monitors, link previews, HTTP libraries and automated browsers name themselves.
const BOT =
  /bot|crawl|spider|slurp|curl|wget|python|headless|lighthouse|pingdom|phantom|selenium|puppeteer|playwright|scrapy|httpclient|http-client|okhttp|go-http|java\/|libwww|axios|node-fetch|undici|facebookexternalhit|embedly|preview|monitor|uptime|archiver|feedfetcher|validator|chrome-lighthouse|gtmetrix|yandex|baidu|ahrefs|semrush/i;

/** An empty user agent or one that names a bot, a script or an automated browser. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.trim() || BOT.test(userAgent);
}

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

const HOST = /^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/;

/**
 * The host of a referrer, lower-cased, or null: no referrer, not an http(s) address, or one of
 * the site's own origins (moving between pages is not a referral).
 */
export function referrerHost(referrer: string, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (!HOST.test(host) || ownHosts.has(host) || host === OTHER) return null;
  return host;
}

/** A page's path as stored: no query or fragment, no trailing slash except for "/". */
export function normalisePath(pagePath: string): string {
  const bare = pagePath.split(/[?#]/)[0] ?? '/';
  // One route however it is spelled: percent-escapes decoded once (`/%62log`, `/%2Fblog`, and
  // `%2f` like `%2F`), runs of slashes or backslashes one slash (`//blog`), no trailing slash.
  // A path still holding `%` after that was encoded twice and names no page.
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // a stray `%`: left as sent, and no page has that name
  }
  const collapsed = `/${decoded}`.replace(/[/\\]+/g, '/').replace(/\/$/, '');
  return collapsed === '' ? '/' : collapsed;
}

export type PageCheck = (pagePath: string, day: string) => boolean;

export type SitePagesOptions = {
  /** The folder served (with releases, `<dir>/current`). */
  root: string;
  /** The live release's id, to forget what was learnt about the previous one. */
  release?: () => string | undefined;
  /** Paths remembered (page or not) before the memory starts over. @default 2000 */
  cacheSize?: number;
  /** How long an answer is trusted, for a site rebuilt in place. @default 60 s */
  cacheMs?: number;
  /** Without a built site (API_ONLY): distinct paths accepted per day. @default 1000 */
  apiOnlyPathsPerDay?: number;
};

/**
 * Whether a normalised path is a page of the site being served: `<root><path>/index.html` or
 * `<root><path>.html` exists (how the static files answer it). Without a built site (no
 * `index.html` at the root: API_ONLY) any well-formed path is taken, up to a number of
 * distinct paths a day, so beacons cannot fill the tables with invented routes.
 */
export function sitePages(options: SitePagesOptions): PageCheck {
  const cacheSize = options.cacheSize ?? 2000;
  const cacheMs = options.cacheMs ?? 60_000;
  const perDay = options.apiOnlyPathsPerDay ?? 1000;
  const root = path.resolve(options.root);
  let cache = new Map<string, boolean>();
  let hasSite = false;
  let checkedAt = -Infinity;
  let release: string | undefined;
  let day = '';
  let seen = new Set<string>();

  const exists = (file: string) => {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  // `pagePath` is normalised (decoded already): decoding it again would let `/%2562log` count
  // as /blog under a name of its own.
  const isPageFile = (pagePath: string) => {
    const segments = pagePath.split('/').slice(1);
    if (segments.some((s) => s === '.' || s === '..' || /[\\\0]/.test(s))) return false;
    const base = path.join(root, ...segments);
    if (base !== root && !base.startsWith(root + path.sep)) return false;
    return exists(path.join(base, 'index.html')) || (base !== root && exists(`${base}.html`));
  };

  return (pagePath, today) => {
    const now = Date.now();
    const currentRelease = options.release?.();
    if (now - checkedAt > cacheMs || currentRelease !== release || cache.size >= cacheSize) {
      cache = new Map();
      checkedAt = now;
      release = currentRelease;
      hasSite = exists(path.join(root, 'index.html'));
    }
    if (!hasSite) {
      if (today !== day) {
        day = today;
        seen = new Set();
      }
      if (seen.has(pagePath)) return true;
      if (seen.size >= perDay) return false;
      seen.add(pagePath);
      return true;
    }
    let page = cache.get(pagePath);
    if (page === undefined) {
      page = isPageFile(pagePath);
      cache.set(pagePath, page);
    }
    return page;
  };
}
