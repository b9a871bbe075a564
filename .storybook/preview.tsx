import { ThemeProvider } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { DARK_CLASS, GlobalStyles, theme, type ColorMode } from '../ui';
import { pageColorMode } from './colorMode';

/** The toolbar's viewports, for looking at a story by hand (the visual test sets its own width). */
const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Narrow 700', styles: { width: '700px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Puts the colour mode on <html>, where GlobalStyles switches the colour variables. */
export function ColorModeRoot({ mode, children }: { mode: ColorMode; children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.toggle(DARK_CLASS, mode === 'dark');
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => {
  const mode = pageColorMode(context.globals);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ColorModeRoot mode={mode}>
        {context.viewMode === 'docs' ? (
          // On a docs page the story sits on Storybook's own canvas, not on the page <body>, so
          // it gets the page's background and text colour here (story mode keeps the body's).
          <div
            style={{
              display: 'flow-root',
              background: 'var(--color-background)',
              color: 'var(--color-text)',
            }}
          >
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </ColorModeRoot>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
