import {
  colorModeScript,
  paintColorMode,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from '../../ui/theme/colorModeScript';

/** The two metas gatsby-ssr writes before the colour-mode script. */
function writeThemeMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`;
}

const themeColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
    meta.getAttribute('content'),
  );

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('theme-color follows the applied colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    writeThemeMetas();
  });

  it('gives both system schemes the stored choice before the first paint', () => {
    systemPrefersDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    new Function(colorModeScript)();
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it("follows the system's scheme when the visitor has not chosen", () => {
    systemPrefersDark(true);
    new Function(colorModeScript)();
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it('changes with the toggle', () => {
    paintColorMode('dark');
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    paintColorMode('light');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    expect(THEME_COLORS.light).not.toBe(THEME_COLORS.dark);
  });
});
