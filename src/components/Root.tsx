import { ThemeProvider } from '@emotion/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { LinkProvider } from '../../ui/primitives';
import { theme } from '../../ui/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { Link } from './Link';

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
  globals,
}: {
  children: ReactNode;
  /**
   * The global rules (./PageGlobals), which the server renders. The browser passes them only
   * where the server did not already write them into `<head>` (src/lib/styleMarks.ts): they
   * never change, and a `<Global>` there would only take the server's element over by moving
   * it. Passed in rather than imported here, so that the browser can fetch them lazily.
   */
  globals?: ReactNode;
}) {
  return (
    <>
      {globals}
      <ErrorBoundary>{children}</ErrorBoundary>
    </>
  );
}
