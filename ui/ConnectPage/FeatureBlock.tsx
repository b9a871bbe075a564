import { AppPreview } from './AppPreview';
import { Block, Shots } from './ConnectPage.styles';
import {
  defaultConnectImage,
  isConnectScreen,
  type ConnectFeature,
  type RenderConnectImage,
} from './types';

export type FeatureBlockProps = {
  /** Heading, three paragraphs and two screenshots (drawn app screens or image files). */
  feature: ConnectFeature;
  /** Put the screenshots first on wide screens (alternating blocks). @default false */
  flip?: boolean;
  /** Image renderer. @default a plain lazy <img> */
  renderImage?: RenderConnectImage;
};

/**
 * One 'More about the app' block: heading and text beside two screenshots, side by side on
 * wide screens (alternating sides with `flip`), below the text on phones. A drawn screen is an
 * `AppPreview` phone; an image file goes through `renderImage`.
 */
export function FeatureBlock({
  feature,
  flip = false,
  renderImage = defaultConnectImage,
}: FeatureBlockProps) {
  const headingId = `feature-${feature.id}`;
  return (
    <Block aria-labelledby={headingId} data-flip={flip}>
      <div>
        <h3 id={headingId}>{feature.heading}</h3>
        {feature.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <Shots>
        {feature.screenshots.map((shot) =>
          isConnectScreen(shot) ? (
            <div key={shot.screen}>
              <AppPreview screen={shot.screen} label={shot.label} />
            </div>
          ) : (
            <div key={shot.src}>{renderImage(shot, { priority: false })}</div>
          ),
        )}
      </Shots>
    </Block>
  );
}
