import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import {
  DARK_CLASS,
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  paintColorMode,
  type ColorMode,
} from '../../ui/theme';

/**
 * The active colour mode. The inline <head> script has already put the right class on <html>
 * before paint; this atom starts at 'light' on the server and on the first client render (so
 * hydration matches) and is synced from the <html> class right after.
 */
const colorModeAtom = atom<ColorMode>('light');

/** Reads the mode the head script applied. */
function readAppliedColorMode(): ColorMode {
  return document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light';
}

/** Applies a mode to the page root and remembers it; storage failures are not fatal. */
function applyColorMode(mode: ColorMode) {
  paintColorMode(mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or blocked storage: the toggle still works for this visit.
  }
}

/** The visitor's own choice, if they made one (the toggle stores it). */
function storedColorMode(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Until the visitor picks a theme, the page follows the system's colour scheme, also when it
 * changes during the visit (a phone switching to dark at sunset). Returns the unsubscribe.
 */
function followSystemScheme(onChange: (mode: ColorMode) => void): () => void {
  const query = window.matchMedia?.(DARK_SCHEME_QUERY);
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => {
    if (storedColorMode() !== null) return;
    const mode: ColorMode = event.matches ? 'dark' : 'light';
    paintColorMode(mode);
    onChange(mode);
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useColorMode() {
  const [colorMode, setColorMode] = useAtom(colorModeAtom);
  useEffect(() => {
    setColorMode(readAppliedColorMode());
    return followSystemScheme(setColorMode);
  }, [setColorMode]);
  const change = useCallback(
    ({ colorMode: mode }: { colorMode: ColorMode }) => {
      applyColorMode(mode);
      setColorMode(mode);
    },
    [setColorMode],
  );
  return [colorMode, change] as const;
}
