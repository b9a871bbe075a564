import type { Brand } from '../icons/brands';

/**
 * C# is not in simple-icons (Microsoft asked for removal): a hexagon carrying "C#", ours. Content
 * names it with the icon `csharp`; every other skill's mark comes from simple-icons by slug.
 */
export const csharpMark: Brand = {
  title: 'C#',
  hex: '512BD4',
  path: 'M12 .6 21.9 6.3v11.4L12 23.4 2.1 17.7V6.3Z',
  glyph: 'C#',
};
