import { useId, type HTMLAttributes } from 'react';
import { ConnectHero, type ConnectHeroProps } from './ConnectHero';
import { FeatureBlock } from './FeatureBlock';
import { More, Root } from './ConnectPage.styles';
import type { ConnectFeature } from './types';

export type ConnectPageProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  ConnectHeroProps & {
    /** The 'More about the app' blocks, in order; with none, no 'More about the app'. */
    features: ConnectFeature[];
  };

/** The Connect product page body: hero, then 'More about the app' with its feature blocks. */
export function ConnectPage({
  logo,
  poster,
  description,
  technologies,
  codeUrl,
  features,
  renderImage,
  ...rest
}: ConnectPageProps) {
  const moreId = useId();
  return (
    <Root {...rest}>
      <ConnectHero
        logo={logo}
        poster={poster}
        description={description}
        technologies={technologies}
        codeUrl={codeUrl}
        renderImage={renderImage}
      />
      {features.length > 0 && (
        <More aria-labelledby={moreId}>
          <h2 id={moreId}>More about the app</h2>
          {features.map((feature, i) => (
            <FeatureBlock
              key={feature.id}
              feature={feature}
              flip={i % 2 === 1}
              renderImage={renderImage}
            />
          ))}
        </More>
      )}
    </Root>
  );
}
