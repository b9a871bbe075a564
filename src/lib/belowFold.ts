// Parts below the first screen may go unrendered while they are off screen (content-visibility,
// see src/hydration's lazy parts), each standing in at a guessed height until it comes near.
// A jump to a place further down the page needs the real heights of everything above it, or it
// lands short or past its target: a link to #contact, a page opened at /#projects, the way
// back to a page scrolled halfway. Before such a jump every part is rendered, for good: the
// page is then laid out as it would be without the saving, which only pays at load anyway.

/** Set on <html> once every part should be rendered. */
export const RENDER_ALL = 'data-render-all';

/**
 * For the document head, before the body is parsed: a page opened at a fragment is laid out
 * whole, so the browser's scroll to it lands.
 */
export const renderAllForFragmentScript = `if(location.hash)document.documentElement.setAttribute('${RENDER_ALL}','')`;

/** Renders every part from now on. */
function renderAll() {
  document.documentElement.setAttribute(RENDER_ALL, '');
}

/**
 * Renders every part before the page jumps: a press on a link with a fragment (on this page or
 * another, whose parts would start at guessed heights), the fragment changing, and back or
 * forward (the page restores a scroll position). Listeners capture, so they run before the
 * browser or the router scrolls.
 */
export function renderAllBeforeJumps() {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.hash) renderAll();
    },
    { capture: true },
  );
  window.addEventListener('hashchange', renderAll);
  window.addEventListener('popstate', renderAll);
}
