// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferGatsbyScripts, loaderScript } from '../../build/deferred-scripts';
import { inlineScriptHashes } from '../../build/build-output';

// The end of a page as Gatsby writes it: its data scripts, then the three bundles.
const page = `<!DOCTYPE html><html><head><script type="module">m()</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script><script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async=""></script></body></html>`;

describe('deferGatsbyScripts', () => {
  it('replaces the bundle tags with one inline loader where they were, keeping the rest', () => {
    const html = deferGatsbyScripts(page);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain(
      '<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script><script>(function(){var s=["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]',
    );
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(html).toContain('<script type="module">m()</script>');
    // The loader is an inline script like the others: the CSP gets its hash.
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length + 1);
  });

  it('leaves a page without bundle tags, or with other external scripts, as it is', () => {
    const other = '<body><script src="https://example.com/x.js" async></script></body>';
    expect(deferGatsbyScripts(other)).toBe(other);
    expect(deferGatsbyScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  it('keeps the scripts of a page drawn from data it preloads (the photo feed) as they are', () => {
    const feed = page.replace(
      '</head>',
      '<link rel="preload" href="/api/feed" as="fetch" crossorigin="use-credentials"/></head>',
    );
    expect(deferGatsbyScripts(feed)).toBe(feed);
  });
});

describe('the loader in the page', () => {
  const added = () =>
    [...document.body.querySelectorAll('script')].map((s) => ({
      src: s.getAttribute('src'),
      async: s.async,
    }));
  // The inline script exactly as the page runs it.
  const run = (sources: string[]) => new Function(loaderScript(sources))();
  let readyState: DocumentReadyState;
  beforeEach(() => {
    document.body.innerHTML = '';
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds the scripts, in order and async, once the window has loaded, and only once', () => {
    run(['/a.js', '/b.js']);
    expect(added()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    window.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toHaveLength(2);
  });

  it('starts at the first tap or key press when that comes before load', () => {
    run(['/a.js']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(added()).toEqual([{ src: '/a.js', async: true }]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(1);
  });

  it('adds them at once on a page that has already loaded', () => {
    readyState = 'complete';
    run(['/a.js']);
    expect(added()).toEqual([{ src: '/a.js', async: true }]);
  });
});
