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
}

/**
 * Source of the inline <head> script that applies the stored or system colour mode before the
 * body paints, so the static HTML never flashes the wrong theme. Kept tiny and dependency-free;
 * it must not throw when storage is blocked.
 */
export const colorModeScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s==='dark'||(s===null&&window.matchMedia('${DARK_SCHEME_QUERY}').matches);var r=document.documentElement;r.classList.toggle('${DARK_CLASS}',d);r.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
