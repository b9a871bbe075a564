import { dark, light } from './modes';

/**
 * The browser's own colour (address bar, task switcher) in each mode: the page background.
 * Pages carry one `<meta name="theme-color">` per system scheme; once a mode is applied, both
 * take its colour, so a visitor's own choice wins over the system's.
 */
export const THEME_COLORS = { light: light.background, dark: dark.background } as const;

/** localStorage key holding 'dark' or 'light' (spec: theme preference). */
export const THEME_STORAGE_KEY = 'theme';
/** Class put on <html> when the dark theme is active. */
export const DARK_CLASS = 'dark';
/** The media query of a system (browser or OS) that asks for a dark colour scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Shows a colour mode: the class GlobalStyles switches on, and the scheme of form controls. */
export function paintColorMode(mode: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, mode === 'dark');
  root.style.colorScheme = mode;
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', THEME_COLORS[mode]);
  });
}

/**
 * Source of the inline <head> script that applies the stored or system colour mode before the
 * body paints, so the static HTML never flashes the wrong theme. Kept tiny and dependency-free;
 * it must not throw when storage is blocked. The theme-color metas must come before it in <head>.
 */
export const colorModeScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s==='dark'||(s===null&&window.matchMedia('${DARK_SCHEME_QUERY}').matches);var r=document.documentElement;r.classList.toggle('${DARK_CLASS}',d);r.style.colorScheme=d?'dark':'light';var c=d?'${THEME_COLORS.dark}':'${THEME_COLORS.light}';document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute('content',c)});}catch(e){}})();`;
