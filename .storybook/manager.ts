// Storybook's chrome, branded and following the Theme toolbar: Light and Dark pick our light and
// dark brand themes; System (and a first visit with no choice in the URL) follows the OS.
import { addons, type API } from 'storybook/manager-api';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { DARK_SCHEME_QUERY } from '../ui/theme/colorModeScript';
import { fontFiles } from '../ui/theme/tokens';
import { brandThemes } from './brandThemes';
import { pageColorMode } from './colorMode';

/** The manager loads the site's fonts itself: the preview's @font-face is in another document. */
function loadFonts() {
  const style = document.createElement('style');
  style.textContent = `
@font-face { font-family: 'Inter Variable'; src: url('.${fontFiles.body}') format('woff2');
  font-weight: 100 900; font-display: swap; }
@font-face { font-family: 'JetBrains Mono Variable'; src: url('.${fontFiles.mono}') format('woff2');
  font-weight: 100 800; font-display: swap; }`;
  document.head.append(style);
}

/** The `colorMode` global named in the page's URL (`?globals=colorMode:dark`), if any. */
function globalsFromUrl(): Record<string, unknown> {
  const raw = new URLSearchParams(window.location.search).get('globals') ?? '';
  return Object.fromEntries(raw.split(';').map((pair) => pair.split(':')));
}

const themeFor = (globals: Record<string, unknown>) => brandThemes[pageColorMode(globals)];

type GlobalsEvent = { globals?: Record<string, unknown> } | undefined;

loadFonts();

// Until the preview reports its globals: the URL's choice, or the initial Light.
addons.setConfig({ theme: themeFor(globalsFromUrl()) });

addons.register('portfolio/color-mode', (api: API) => {
  let globals: Record<string, unknown> = globalsFromUrl();
  const apply = () => api.setOptions({ theme: themeFor(globals) });
  const onGlobals = (event: GlobalsEvent) => {
    if (!event?.globals) return;
    globals = event.globals;
    apply();
  };
  api.on(SET_GLOBALS, onGlobals);
  api.on(GLOBALS_UPDATED, onGlobals);
  // System follows the OS live, as the preview does.
  window.matchMedia?.(DARK_SCHEME_QUERY).addEventListener('change', apply);
});
