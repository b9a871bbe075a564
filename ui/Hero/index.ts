export { Hero, type HeroProps, type HeroSocialLinks } from './Hero';
