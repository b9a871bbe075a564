/**
 * Where the web app manifest and the iOS home-screen icon are in the built site: written by
 * build/web-manifest.ts at build time, linked from every page by gatsby-ssr.
 */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
