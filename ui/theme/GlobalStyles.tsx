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
`;

/** Global CSS: both colour modes' variables, resets and the visible focus ring. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
