import { css, Global, ThemeProvider } from '@emotion/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { LinkProvider } from '../../ui/primitives';
import { GlobalStyles, theme } from '../../ui/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { Link } from './Link';

/**
 * Every page is a column of header, <main> and footer in Gatsby's focus wrapper; <main> takes
 * the room a short page leaves (a login form, a feed that failed), so the footer sits at the
 * bottom of the window rather than half way up it.
 */
const pageFrame = css`
  #gatsby-focus-wrapper {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
  }
  #gatsby-focus-wrapper > main {
    flex: 1 0 auto;
  }
`;

/**
 * Wraps every page, on the server and in the browser: state store, theme, and Gatsby's Link
 * for every ui link to a route. Gatsby wraps each page's Head in this too, so nothing here
 * renders markup or styles (see PageFrame).
 */
export function Root({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <ThemeProvider theme={theme}>
        <LinkProvider component={Link}>{children}</LinkProvider>
      </ThemeProvider>
    </Provider>
  );
}

/**
 * The global CSS and the error boundary around every page (wrapPageElement). Kept out of
 * Root because Gatsby renders Root around each page's Head as well: there it wrote the global
 * rules a second time into the HTML's <head>, and in the browser a second `<Global>` ran and
 * Gatsby then removed that copy from <head> again, a style recalculation of the whole document
 * while the page hydrated (issue 19). Gatsby keeps this wrapper mounted across client-side
 * navigations.
 */
export function PageFrame({
  children,
  globals = true,
}: {
  children: ReactNode;
  /**
   * Render the global rules. The browser passes false where the server already wrote them
   * into `<head>` (src/lib/styleMarks.ts): they never change, and a `<Global>` there would
   * only take the server's element over by moving it.
   */
  globals?: boolean;
}) {
  return (
    <>
      {globals && (
        <>
          <GlobalStyles />
          <Global styles={pageFrame} />
        </>
      )}
      <ErrorBoundary>{children}</ErrorBoundary>
    </>
  );
}
