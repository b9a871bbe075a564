// Gatsby moves the window itself when the page changes: to the top of the new page, to its
// fragment, or back to where the reader was (back and forward), with window.scrollTo and
// scrollIntoView. Both follow the page's `scroll-behavior: smooth` (ui's GlobalStyles, there so
// that a jump to a section of the same page glides). On a change of page that made the new page
// open where the old one was scrolled and glide from there for most of a second, and pass every
// lazy part on its way, which then loaded (src/hydration's `near`).

/** Scrolls are instant from now until the page's next frame is drawn; then smooth again. */
function instantUntilNextFrame() {
  const { style } = document.documentElement;
  style.scrollBehavior = 'auto';
  // The router scrolls as it commits the new page, before the next frame.
  requestAnimationFrame(() => requestAnimationFrame(() => style.removeProperty('scroll-behavior')));
}

/**
 * Makes the router's scroll instant when the page changes (a new path, or back and forward to
 * another page); a jump within the page (a link to one of its sections) stays smooth. For
 * gatsby-browser's onPreRouteUpdate, which runs as the router starts rendering the new page.
 */
export function instantScrollOnPageChange(
  previous: { pathname: string } | null | undefined,
  next: { pathname: string },
) {
  if (previous && previous.pathname !== next.pathname) instantUntilNextFrame();
}
