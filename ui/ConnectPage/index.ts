export { ConnectPage, type ConnectPageProps } from './ConnectPage';
export { ConnectHero, type ConnectHeroProps } from './ConnectHero';
export { FeatureBlock, type FeatureBlockProps } from './FeatureBlock';
export { TechGrid, type TechGridProps } from './TechGrid';
export {
  defaultConnectImage,
  type ConnectFeature,
  type ConnectImage,
  type RenderConnectImage,
  type Technology,
} from './types';
