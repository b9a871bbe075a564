// Preview annotations for docs pages only, added in main.ts. Kept out of preview.tsx, which Jest
// imports for every story test, because the docs blocks are ESM that Jest does not compile.
import { ThemeProvider } from '@emotion/react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { GlobalStyles, theme, type ColorMode } from '../ui';
import { brandThemes } from './brandThemes';
import { pageColorMode } from './colorMode';
import { ColorModeRoot } from './preview';

type GlobalsEvent = { globals?: Record<string, unknown> } | undefined;

/** The colour mode carried by the latest globals event the preview has seen, if any. */
function modeOf(event: unknown): ColorMode | null {
  const payload = (Array.isArray(event) ? event[0] : event) as GlobalsEvent;
  return payload?.globals ? pageColorMode(payload.globals) : null;
}

/**
 * Stories shown in their own frame on a docs page (`docs.story.inline: false`: the open dialogs,
 * which would otherwise lock the docs page's scrolling and focus) load Storybook's PREVIEW_URL:
 * the colour mode goes into it, as in the visual test's story URLs. Returns `mode`.
 */
function framesFollow(mode: ColorMode): ColorMode {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=colorMode:${mode}`;
  return mode;
}

/**
 * Docs pages follow the Theme toolbar too: the docs chrome switches between our light and dark
 * brand themes (brandThemes.ts, as the manager does), and <html> gets the `dark` class even on a
 * page with no story on it (the Foundations pages), so every block on the page reads the right
 * colour roles.
 */
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { channel } = context;
  const [mode, setMode] = useState<ColorMode>(() =>
    framesFollow(
      modeOf(channel.last(GLOBALS_UPDATED)) ?? modeOf(channel.last(SET_GLOBALS)) ?? 'light',
    ),
  );
  useEffect(() => {
    const onGlobals = (event: GlobalsEvent) => setMode(framesFollow(modeOf(event) ?? 'light'));
    channel.on(GLOBALS_UPDATED, onGlobals);
    channel.on(SET_GLOBALS, onGlobals);
    return () => {
      channel.off(GLOBALS_UPDATED, onGlobals);
      channel.off(SET_GLOBALS, onGlobals);
    };
  }, [channel]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ColorModeRoot mode={mode}>
        <DocsContainer context={context} theme={brandThemes[mode]}>
          {children}
        </DocsContainer>
      </ColorModeRoot>
    </ThemeProvider>
  );
}

const docsPreview: Preview = {
  parameters: { docs: { container: ThemedDocsContainer, toc: true } },
};

export default docsPreview;
