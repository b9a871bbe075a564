import { Block, Shots } from './ConnectPage.styles';
import { defaultConnectImage, type ConnectFeature, type RenderConnectImage } from './types';

export type FeatureBlockProps = {
  /** Heading, three paragraphs and two screenshots. */
  feature: ConnectFeature;
  /** Put the screenshots first on wide screens (alternating blocks). @default false */
  flip?: boolean;
  /** Image renderer. @default a plain lazy <img> */
  renderImage?: RenderConnectImage;
};

/** One 'More about the app' block: text beside two screenshots. */
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
        {feature.screenshots.map((shot) => (
          <div key={shot.src}>{renderImage(shot, { priority: false })}</div>
        ))}
      </Shots>
    </Block>
  );
}
