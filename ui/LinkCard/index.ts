export { LinkCard, type LinkCardProps } from './LinkCard';
