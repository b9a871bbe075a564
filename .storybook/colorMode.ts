import { useSyncExternalStore } from 'react';
// The theme's plain modules, not ui/index: manager.ts imports this file too.
import { DARK_SCHEME_QUERY } from '../ui/theme/colorModeScript';
import type { ColorMode } from '../ui/theme/modes';

/** Whether the browser asks for a dark colour scheme (false where there is no matchMedia). */
function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_SCHEME_QUERY).matches);
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(DARK_SCHEME_QUERY) : undefined;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The page's colour mode from Storybook's `colorMode` global: the Theme toolbar's Light or Dark,
 * or System, which follows the browser's colour scheme as a first visit to the site does (the
 * visual test opens every story in System and switches the emulated scheme).
 */
export function pageColorMode(globals: Record<string, unknown>): ColorMode {
  if (globals.colorMode === 'dark') return 'dark';
  if (globals.colorMode === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return 'light';
}

/** `pageColorMode`, re-rendering when the browser's colour scheme changes (for System). */
export function usePageColorMode(globals: Record<string, unknown>): ColorMode {
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  if (globals.colorMode === 'system') return systemDark ? 'dark' : 'light';
  return pageColorMode(globals);
}
