import type { AppScreen } from './AppPreview';

/** An image with known dimensions (so its space is reserved before it loads). */
export type ConnectImage = {
  src: string;
  /** Text alternative; empty for decoration. */
  alt: string;
  width: number;
  height: number;
};

export type Technology = {
  name: string;
  logo: ConnectImage;
};

/** A screen of the app drawn in HTML and CSS (see `AppPreview`) instead of a picture file. */
export type ConnectScreen = {
  screen: AppScreen;
  /** Describes the screen for assistive technology, as an image's alt text would. */
  label: string;
};

/** A screenshot: a drawn screen, or an image file with known dimensions. */
export type ConnectShot = ConnectScreen | ConnectImage;

export const isConnectScreen = (shot: ConnectShot): shot is ConnectScreen => 'screen' in shot;

export type ConnectFeature = {
  id: string;
  heading: string;
  /** The block's three paragraphs. */
  paragraphs: string[];
  /** The block's two screenshots: drawn app screens or image files. */
  screenshots: ConnectShot[];
};

/** Renders an image; swap in an optimised component (the default is a plain lazy <img>). */
export type RenderConnectImage = (
  image: ConnectImage,
  options: { priority: boolean; className?: string },
) => React.ReactNode;

export const defaultConnectImage: RenderConnectImage = (image, { priority, className }) => (
  <img
    className={className}
    src={image.src}
    alt={image.alt}
    width={image.width}
    height={image.height}
    loading={priority ? 'eager' : 'lazy'}
    decoding="async"
    {...(priority ? { fetchPriority: 'high' as const } : {})}
  />
);
