// Storybook's own chrome (the manager: sidebar, toolbar, panels) and the Docs pages' frame, in
// the site's colours and type. Read from the tokens, so a palette change reaches Storybook too.
// Imports stay on the theme's plain modules: the manager bundle must not pull in React components.
import { create } from 'storybook/theming';
import { dark, light } from '../ui/theme/modes';
import { fonts, palette } from '../ui/theme/tokens';
import type { ColorMode } from '../ui/theme/modes';

/** The site's mark (static/favicon.svg) beside its name, at the top of the sidebar. */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true"><rect width="64" height="64" rx="14" fill="${palette.violet600}"/><path d="M24 21 13 32l11 11M40 21l11 11-11 11M35 16l-6 32" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The sidebar's title (Storybook renders it as markup when there is no brand image). */
const brandTitle = `<span style="display:inline-flex;align-items:center;gap:10px;white-space:nowrap">${mark}<span style="display:grid;line-height:1.2"><strong>Portfolio</strong><span style="font-size:12px;opacity:.75">Design system</span></span></span>`;

const shared = {
  brandTitle,
  brandUrl: './',
  brandTarget: '_self',
  fontBase: fonts.body,
  fontCode: fonts.mono,
  appBorderRadius: 8,
  inputBorderRadius: 8,
  // The selected story's row: white text on the accent (6.6:1 in both modes).
  colorSecondary: palette.violet600,
} as const;

/** Storybook's chrome in each colour mode, from the same roles the site paints with. */
export const brandThemes = {
  light: create({
    ...shared,
    base: 'light',
    colorPrimary: light.accent,
    appBg: light.background,
    appContentBg: light.surface,
    appPreviewBg: light.background,
    appBorderColor: light.border,
    textColor: light.text,
    textMutedColor: light.textMuted,
    textInverseColor: palette.white,
    barBg: light.surface,
    barTextColor: light.textMuted,
    barHoverColor: light.accent,
    barSelectedColor: light.accent,
    inputBg: light.surface,
    inputBorder: light.border,
    inputTextColor: light.text,
  }),
  dark: create({
    ...shared,
    base: 'dark',
    colorPrimary: dark.accent,
    appBg: dark.background,
    appContentBg: dark.surface,
    appPreviewBg: dark.background,
    appBorderColor: dark.border,
    textColor: dark.text,
    textMutedColor: dark.textMuted,
    textInverseColor: palette.ink900,
    barBg: dark.surface,
    barTextColor: dark.textMuted,
    barHoverColor: dark.accent,
    barSelectedColor: dark.accent,
    inputBg: dark.surfaceRaised,
    inputBorder: dark.border,
    inputTextColor: dark.text,
  }),
} satisfies Record<ColorMode, ReturnType<typeof create>>;
