import { useId, type HTMLAttributes } from 'react';
import { Card, Cards, Heading, Layout, Muted, Root, Scene } from './Education.styles';

/** One degree or course. Only the degree is needed; the rest shows when given. */
export type EducationEntry = {
  /** Stable id (the list's key). */
  id: string;
  /** The degree, e.g. "B.Sc. in Computer Science". */
  degree: string;
  /** The institute's name. */
  institute?: string;
  /** Where it is, e.g. "London, United Kingdom". */
  location?: string;
  /** The years, e.g. "2021 - 2025". */
  years?: string;
  /** A map of the institute (opens in a new tab). */
  mapUrl?: string;
};

export type EducationProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Section heading. @default 'Education' */
  heading?: string;
  /** The entries, newest first. One is a single card; more are a list of cards. */
  entries: EducationEntry[];
  /** URL of the pixel-art seaside scene (3:2). */
  sceneSrc: string;
  /** Text alternative of the scene. */
  sceneAlt: string;
};

function EntryCard({ degree, institute, location, years, mapUrl }: EducationEntry) {
  const details = [location, years].filter(Boolean).join(' · ');
  return (
    <>
      <h3>{degree}</h3>
      {institute && <p>{institute}</p>}
      {details && <Muted>{details}</Muted>}
      {mapUrl && (
        <a href={mapUrl} target="_blank" rel="noreferrer">
          View on map
        </a>
      )}
    </>
  );
}

/**
 * Education: each degree with its institute, place and years and a map link, beside a pixel-art
 * scene. One entry is one card; several are a list of cards, newest first. With no entries,
 * render no section.
 */
export function Education({
  heading = 'Education',
  entries,
  sceneSrc,
  sceneAlt,
  ...rest
}: EducationProps) {
  const titleId = useId();
  const [only] = entries;
  return (
    <Root id="education" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Layout>
        {entries.length === 1 && only ? (
          <Card>
            <EntryCard {...only} />
          </Card>
        ) : (
          <Cards>
            {entries.map((entry) => (
              <Card as="li" key={entry.id}>
                <EntryCard {...entry} />
              </Card>
            ))}
          </Cards>
        )}
        <Scene src={sceneSrc} alt={sceneAlt} width={480} height={320} loading="lazy" />
      </Layout>
    </Root>
  );
}
