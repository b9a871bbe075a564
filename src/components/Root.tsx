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
 * Wraps every page, on the server and in the browser: state store, theme, global CSS, and
 * Gatsby's Link for every ui link to a route.
 */
export function Root({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <Global styles={pageFrame} />
        <LinkProvider component={Link}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </LinkProvider>
      </ThemeProvider>
    </Provider>
  );
}
