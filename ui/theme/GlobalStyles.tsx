import { Global, css } from '@emotion/react';
import { dark, light, type ColorRole } from './modes';
import { cssVar } from './theme';
import { fontFiles, fonts, lineHeight } from './tokens';

const declarations = (values: Record<ColorRole, string>) =>
  (Object.entries(values) as [ColorRole, string][])
    .map(([role, value]) => `${cssVar(role)}: ${value};`)
    .join('\n');

/*
 * The fallbacks are Arial's metrics (Liberation Sans where Arial is missing: Debian's Chromium
 * brings it) scaled to the web fonts': size-adjust matches the average width of English text,
 * the overrides match ascent and descent, so swapping fonts moves nothing (CLS 0). Figures
 * measured with fontTools from the font files (see scripts/subset-fonts.sh).
 */
const fontFaces = css`
  @font-face {
    font-family: 'Inter Variable';
    src: url('${fontFiles.body}') format('woff2');
    font-weight: 100 900;
    font-style: normal;
    font-display: swap;
  }
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('Liberation Sans');
    size-adjust: 107.48%;
    ascent-override: 90.14%;
    descent-override: 22.44%;
    line-gap-override: 0%;
  }
  @font-face {
    font-family: 'JetBrains Mono Variable';
    src: url('${fontFiles.mono}') format('woff2');
    font-weight: 100 800;
    font-style: normal;
    font-display: swap;
  }
  @font-face {
    font-family: 'JetBrains Mono Fallback';
    src: local('Courier New'), local('Liberation Mono');
    size-adjust: 99.98%;
    ascent-override: 102.02%;
    descent-override: 30%;
    line-gap-override: 0%;
  }
`;

const styles = css`
  ${fontFaces}
  :root {
    ${declarations(light)}
    color-scheme: light;
  }
  :root.dark {
    ${declarations(dark)}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-behavior: smooth;
    -webkit-text-size-adjust: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    line-height: ${lineHeight.body};
    background: var(${cssVar('background')});
    color: var(${cssVar('text')});
  }
  img,
  svg,
  video {
    max-width: 100%;
  }
  a {
    color: var(${cssVar('link')});
  }
  /* Under the pointer or pressed, a link's underline thickens (the colour alone would not do). */
  a:hover,
  a:active {
    text-decoration-thickness: 2px;
  }
  :focus-visible {
    outline: 3px solid var(${cssVar('focus')});
    outline-offset: 2px;
  }
  /* Brand marks drawn in colour carry one colour per mode (ui/icons/brands.tsx). */
  [data-brand] {
    --mark: var(--mark-light, currentColor);
  }
  :root.dark [data-brand] {
    --mark: var(--mark-dark, currentColor);
  }
`;

/** Global CSS: both colour modes' variables, resets and the visible focus ring. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
