import { BrandMark, type Brand } from '../icons/brands';

/**
 * A skill's brand mark in the brand's colour, or in the text colour where that colour would
 * vanish on the card (decorative; the badge's text names the skill). The mark is data: a
 * simple-icons mark the site resolved from content (usually a `sprite` reference, so the paths
 * stay out of the page's script), or `csharpMark`.
 */
export function SkillIcon({ mark, size = 36 }: { mark: Brand; size?: number }) {
  return <BrandMark brand={mark} size={size} colored />;
}
