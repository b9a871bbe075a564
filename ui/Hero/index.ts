export {
  Hero,
  type HeroPortrait,
  type HeroProps,
  type HeroSocialLinks,
  type RenderHeroPortrait,
} from './Hero';
export { HeroIllustration } from './HeroIllustration';
