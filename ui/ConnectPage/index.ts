export { ConnectPage, type ConnectPageProps } from './ConnectPage';
export { ConnectHero, type ConnectHeroProps } from './ConnectHero';
export { AppPreview, isAppScreen, type AppPreviewProps, type AppScreen } from './AppPreview';
export { FeatureBlock, type FeatureBlockProps } from './FeatureBlock';
export { TechGrid, type TechGridProps } from './TechGrid';
export {
  defaultConnectImage,
  isConnectScreen,
  type ConnectFeature,
  type ConnectImage,
  type ConnectScreen,
  type ConnectShot,
  type RenderConnectImage,
  type Technology,
} from './types';
