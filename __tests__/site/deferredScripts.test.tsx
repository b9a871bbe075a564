// renderToStaticMarkup returns HTML, not a Testing Library render result.
/* eslint-disable testing-library/render-result-naming-convention */
import { renderToStaticMarkup } from 'react-dom/server';
import { deferGatsbyScripts, loaderScript } from '../../src/lib/deferredScripts';

// What Gatsby puts at the body's end: inline data scripts, then its three async bundles.
const gatsbyBodyEnd = () => [
  <script key="loader-data" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: '1' }} />,
  <script key="runtime" src="/webpack-runtime-1.js" async />,
  <script key="framework" src="/framework-2.js" async />,
  <script key="app" src="/app-3.js" async />,
];

it('replaces Gatsby’s script tags with one inline loader and keeps everything else', () => {
  const html = renderToStaticMarkup(<>{deferGatsbyScripts(gatsbyBodyEnd())}</>);
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).toContain('<script id="gatsby-script-loader">1</script>');
  expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
});

it('leaves a body end without Gatsby scripts as it is', () => {
  const components = [<script key="data" type="application/json" />, <div key="portal" />];
  expect(deferGatsbyScripts(components)).toBe(components);
});

describe('the loader in the page', () => {
  const added = () =>
    [...document.body.querySelectorAll('script')].map((s) => ({
      src: s.getAttribute('src'),
      async: s.async,
    }));
  const run = (sources: string[]) => {
    // The inline script exactly as the page runs it.
    new Function(loaderScript(sources))();
  };
  let readyState: DocumentReadyState;
  beforeEach(() => {
    document.body.innerHTML = '';
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds the scripts, in order and async, once the window has loaded', () => {
    run(['/a.js', '/b.js']);
    expect(added()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(2);
  });

  it('starts at the first tap or key press when that comes before load', () => {
    run(['/a.js']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(added()).toEqual([{ src: '/a.js', async: true }]);
    window.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toHaveLength(1);
  });

  it('adds them at once on a page that has already loaded', () => {
    readyState = 'complete';
    run(['/a.js']);
    expect(added()).toEqual([{ src: '/a.js', async: true }]);
  });
});
