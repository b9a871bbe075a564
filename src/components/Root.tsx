import { ThemeProvider } from '@emotion/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { GlobalStyles, theme } from '../../ui/theme';
import { ErrorBoundary } from './ErrorBoundary';

/** Wraps every page, on the server and in the browser: state store, theme, global CSS. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <ErrorBoundary>{children}</ErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
