import type { Brand } from '../icons/brands';
import { skillMarks } from './skillMarks.generated';

/** C# is not in simple-icons (Microsoft asked for removal): a hexagon carrying "C#", ours. */
const csharp: Brand = {
  title: 'C#',
  hex: '512BD4',
  path: 'M12 .6 21.9 6.3v11.4L12 23.4 2.1 17.7V6.3Z',
  glyph: 'C#',
};

/** The 24 skills' marks, keyed as the content names them. */
export const skillBrands = {
  ...skillMarks,
  csharp,
} satisfies Record<string, Brand>;
