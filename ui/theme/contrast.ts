/** The red, green, blue and alpha of a `#rrggbb` or `rgba(r, g, b, a)` colour (0-255, alpha 0-1). */
function channels(color: string): [number, number, number, number] {
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    color.trim(),
  );
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
  const hex = color.replace('#', '');
  const at = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [at(0), at(2), at(4), 1];
}

const toHex = (values: number[]) =>
  `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The opaque colour a `#rrggbb` or translucent `rgba()` colour shows as when painted over
 * `background` (a `#rrggbb`), as `#rrggbb`. Contrast is only defined between opaque colours.
 */
export function opaqueOver(color: string, background: string): string {
  const [r, g, b, a] = channels(color);
  const [br, bg, bb] = channels(background);
  return toHex([r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]);
}

/** WCAG relative luminance of a #rrggbb colour (0 for black to 1 for white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two #rrggbb colours (1 to 21). Text needs 4.5 (3 when large), the
 * graphics and borders that carry meaning 3 (WCAG 1.4.3 and 1.4.11).
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
