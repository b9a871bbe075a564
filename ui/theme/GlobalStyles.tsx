import { Global, css } from '@emotion/react';
import { dark, light, type ColorRole } from './modes';
import { cssVar } from './theme';
import { fonts } from './tokens';

const declarations = (values: Record<ColorRole, string>) =>
  (Object.entries(values) as [ColorRole, string][])
    .map(([role, value]) => `${cssVar(role)}: ${value};`)
    .join('\n');

const styles = css`
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
    line-height: 1.6;
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
