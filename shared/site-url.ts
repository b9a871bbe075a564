/** The port the server (and `gatsby develop`) listens on when PORT is unset. */
export const DEFAULT_PORT = '8000';

/**
 * SITE_URL when it is unset: this machine, on the port the site is served on (PORT), so
 * canonical URLs, the sitemap, feeds, og:image, short links and the server's "ready" line name
 * the address that really answers. PORT=0 (any free port) is not known in advance: DEFAULT_PORT.
 * The one definition: the settings (server, build, scripts) and the browser bundle's fallback.
 */
export function localSiteUrl(port: string = DEFAULT_PORT): string {
  return `http://localhost:${/^[1-9]\d*$/.test(port) ? port : DEFAULT_PORT}`;
}
