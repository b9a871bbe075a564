import createCache from '@emotion/cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { styleElements } from '../../src/lib/criticalStyles';
import { browserStyleCache, EMOTION_KEY, serverWroteGlobals } from '../../src/lib/styleMarks';

/** The server's style elements for <head>, as gatsby-ssr writes them, then Gatsby's own. */
function serverHead() {
  const ours = styleElements([
    { key: `${EMOTION_KEY}-global`, ids: ['g1'], css: 'body{margin:0;}' },
    { key: EMOTION_KEY, ids: ['a1', 'b2'], css: '.css-a1{color:red;}.css-b2{color:blue;}' },
  ]).map((element) => renderToStaticMarkup(element));
  document.head.innerHTML = `<title>t</title>${ours.join('')}<style>.gatsby-image-wrapper{}</style>`;
  return Array.from(document.head.children);
}

it("leaves the server's style elements where they are as Emotion starts in the browser", () => {
  const before = serverHead();
  // @emotion/react makes a default cache as it loads; ours is the one the app renders with.
  createCache({ key: EMOTION_KEY });
  const cache = browserStyleCache();
  // Moving a style sheet would make the browser restyle the whole page as the app starts.
  expect(Array.from(document.head.children)).toEqual(before);
  // The server's rules count as inserted, so hydration does not write them again.
  expect(cache.inserted).toMatchObject({ a1: true, b2: true });
  expect(serverWroteGlobals()).toBe(true);
});

it('starts empty on a page the server did not write', () => {
  document.head.innerHTML = '<title>t</title>';
  expect(Object.keys(browserStyleCache().inserted)).toEqual([]);
  expect(serverWroteGlobals()).toBe(false);
});
