import type { ColorMode } from '../ui';

/**
 * The page's colour mode from Storybook's `colorMode` global (the Theme toolbar, or
 * `?globals=colorMode:dark` in a story URL, which the visual test uses).
 */
export function pageColorMode(globals: Record<string, unknown>): ColorMode {
  return globals.colorMode === 'dark' ? 'dark' : 'light';
}
