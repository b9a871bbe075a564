import { useId, type HTMLAttributes } from 'react';
import { Card, Heading, Layout, Muted, Root, Scene } from './Education.styles';

export type EducationProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Section heading. @default 'Education' */
  heading?: string;
  /** The degree, e.g. "B.Tech in Information Technology". */
  degree: string;
  /** The institute's name. */
  institute: string;
  /** Where it is, e.g. "Indore, India". */
  location: string;
  /** The years, e.g. "2021 - 2025". */
  years: string;
  /** A map of the institute (opens in a new tab). */
  mapUrl: string;
  /** URL of the pixel-art seaside scene (3:2). */
  sceneSrc: string;
  /** Text alternative of the scene. */
  sceneAlt: string;
};

/** Education: the degree, institute, place and years, a map link and a pixel-art scene. */
export function Education({
  heading = 'Education',
  degree,
  institute,
  location,
  years,
  mapUrl,
  sceneSrc,
  sceneAlt,
  ...rest
}: EducationProps) {
  const titleId = useId();
  return (
    <Root id="education" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Layout>
        <Card>
          <h3>{degree}</h3>
          <p>{institute}</p>
          <Muted>
            {location} · {years}
          </Muted>
          <a href={mapUrl} target="_blank" rel="noreferrer">
            View on map
          </a>
        </Card>
        <Scene src={sceneSrc} alt={sceneAlt} width={480} height={320} loading="lazy" />
      </Layout>
    </Root>
  );
}
