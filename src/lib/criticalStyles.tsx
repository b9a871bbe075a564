import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement, ReactNode } from 'react';
import { EMOTION_KEY, GLOBAL_MARK, RULES_MARK } from './styleMarks';

/** One `<style>` element's worth of rules, as @emotion/server groups them. */
interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * Renders a page body with a fresh Emotion cache and returns its HTML together with the CSS it
 * uses, as `<style>` elements for the document head.
 *
 * Without a cache of its own, Emotion's server rendering writes a `<style>` element next to each
 * styled component, inside `<body>`: invalid HTML (a style element in a list, global selectors
 * in body styles), duplicated wherever a component repeats, and the browser recalculates styles
 * as it parses each one. With a cache in compat mode (which `createEmotionServer` sets) the
 * components only record their rules, and the rules the HTML uses are read back afterwards.
 */
export async function renderWithCriticalStyles(
  element: ReactNode,
  render: (element: ReactNode) => Promise<string>,
): Promise<{ html: string; styles: ReactElement[] }> {
  // A cache per render: nothing carries over from one page to the next.
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await render(<CacheProvider value={cache}>{element}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  return { html, styles: styleElements(styles) };
}

const globalKey = `${EMOTION_KEY}-global`;

/**
 * `<Global>` styles first, one element each, then the component rules in one element.
 * @emotion/server also files `keyframes` as global chunks, which nothing in the browser would
 * pick up: their rules go into the component element instead, so the browser's cache counts
 * them as inserted too.
 */
export function styleElements(chunks: StyleChunk[]): ReactElement[] {
  const isGlobal = (chunk: StyleChunk) =>
    chunk.key === globalKey && !chunk.ids.every((id) => id.startsWith('animation-'));
  const rules: StyleChunk = { key: EMOTION_KEY, ids: [], css: '' };
  for (const chunk of chunks.filter((c) => !isGlobal(c))) {
    rules.ids.push(...chunk.ids);
    rules.css += chunk.css;
  }
  return [...chunks.filter(isGlobal), rules]
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => {
      const ids = chunk.ids.join(' ');
      const mark = chunk.key === EMOTION_KEY ? RULES_MARK : GLOBAL_MARK;
      return (
        <style
          key={`${mark} ${ids}`}
          {...{ [mark]: ids }}
          // `</style` cannot end the element early; in CSS, `\/` is just `/`.
          dangerouslySetInnerHTML={{ __html: chunk.css.replace(/<\/(style)/gi, '<\\/$1') }}
        />
      );
    });
}
