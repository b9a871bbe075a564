// A page rendered as the site renders every page: inside ErrorBoundary, with the ui theme its
// error screen is styled by. For the error boundary's tests, one with the screen's chunk
// reachable and one with it failing to load.
import type { ComponentType } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { theme } from '../../ui/theme';

export function renderInErrorBoundary(Page: ComponentType) {
  return render(
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>
    </ThemeProvider>,
  );
}
