import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of Emotion's cache on the server and in the browser (class names `css-<hash>`). */
export const EMOTION_KEY = 'css';

/**
 * How the server's style elements are marked: `data-css-global` on the `<Global>` rules (one
 * element each), `data-css-rules="<id> <id>…"` on the one element of component rules.
 *
 * Emotion's own marks (`data-emotion="css <id>…"`) would have its browser cache and `<Global>`
 * take those elements over as the app starts, and they do that by moving each one to the end
 * of `<head>`; Gatsby then also removed the copies its Head rendering had written. Every moved
 * or removed style sheet makes the browser recalculate the style and layout of the whole page:
 * 40-90 ms at 4x CPU slowdown on this machine, just before hydration (issue 19). With these
 * marks nothing of Emotion's finds them; browserStyleCache tells the browser's cache which
 * rules they hold, and the browser renders no `<Global>` where the server already wrote it.
 */
export const GLOBAL_MARK = 'data-css-global';
export const RULES_MARK = 'data-css-rules';

/** Whether this document's `<head>` has the server's `<Global>` rules (a built page does). */
export function serverWroteGlobals(): boolean {
  return document.querySelector(`style[${GLOBAL_MARK}]`) !== null;
}

/**
 * The browser's Emotion cache, told which rules the server's `<style ${RULES_MARK}>` element
 * already holds, so that hydration inserts none of them again. It leaves that element alone.
 */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of document.querySelectorAll(`style[${RULES_MARK}]`)) {
    for (const id of element.getAttribute(RULES_MARK)?.split(' ') ?? []) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
