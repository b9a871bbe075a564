import { useId } from 'react';
import { GitHubIcon } from '../icons';
import { Brand, CodeLink, Hero, Intro, Poster } from './ConnectPage.styles';
import { TechGrid } from './TechGrid';
import {
  defaultConnectImage,
  type ConnectImage,
  type RenderConnectImage,
  type Technology,
} from './types';

export type ConnectHeroProps = {
  /** The app's logo beside the heading. */
  logo: ConnectImage;
  /** The large poster image (the page's LCP image: loaded eagerly). */
  poster: ConnectImage;
  /** Paragraphs under 'Meet Connect'. */
  description: string[];
  /** Technology logos shown in a grid. */
  technologies: Technology[];
  /** The source repository; the 'Code' link opens it in a new tab. Without one, no link. */
  codeUrl?: string;
  /** Image renderer. @default a plain <img> */
  renderImage?: RenderConnectImage;
};

/** Logo, heading 'Connect', 'Meet Connect' description, technology grid, 'Code' link, poster. */
export function ConnectHero({
  logo,
  poster,
  description,
  technologies,
  codeUrl,
  renderImage = defaultConnectImage,
}: ConnectHeroProps) {
  const headingId = useId();
  return (
    <Hero aria-labelledby={headingId}>
      <Intro>
        <Brand>
          {renderImage(logo, { priority: true })}
          <h1 id={headingId}>Connect</h1>
        </Brand>
        <h2>Meet Connect</h2>
        {description.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <TechGrid technologies={technologies} renderImage={renderImage} />
        {codeUrl && (
          <CodeLink href={codeUrl} target="_blank" rel="noopener noreferrer">
            <GitHubIcon size={20} />
            Code
          </CodeLink>
        )}
      </Intro>
      <Poster>{renderImage(poster, { priority: true })}</Poster>
    </Hero>
  );
}
