import { useId, type HTMLAttributes } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon } from '../icons';
import {
  Banner,
  Banners,
  Greeting,
  Headline,
  HireLink,
  Intro,
  Root,
  Social,
  Track,
  Words,
} from './Hero.styles';

export type HeroSocialLinks = {
  /** Instagram profile URL. */
  instagram: string;
  /** LinkedIn profile URL. */
  linkedin: string;
  /** GitHub profile URL. */
  github: string;
};

export type HeroProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Short greeting above the headline, e.g. "Hi, I am Aarav". */
  greeting: string;
  /** The owner's headline; the page's only <h1>. */
  headline: string;
  /** Where 'Hire Me' goes: the contact section's anchor. @default '#contact' */
  hireHref?: string;
  /** Words of the first (leftward) scrolling banner. */
  bannerTop: string[];
  /** Words of the second (rightward) scrolling banner. */
  bannerBottom: string[];
  /** Profiles: a row under 'Hire Me', or the fixed column of links on wide screens. */
  social: HeroSocialLinks;
};

function ScrollingBanner({ words, direction }: { words: string[]; direction: 'left' | 'right' }) {
  // The track holds the words twice and slides by half its width, so the loop is seamless.
  // The copy is hidden from assistive technology; reduced motion stops the slide.
  return (
    <Banner data-direction={direction}>
      <Track>
        <Words>
          {words.map((word, i) => (
            <span key={`${word}-${i}`}>{word}</span>
          ))}
        </Words>
        <Words aria-hidden="true">
          {words.map((word, i) => (
            <span key={`${word}-${i}`}>{word}</span>
          ))}
        </Words>
      </Track>
    </Banner>
  );
}

/**
 * The landing page's first section: greeting, headline, a 'Hire Me' link to the contact
 * section, profile links (Instagram, LinkedIn, GitHub) and two text banners scrolling in
 * opposite directions. The profile links sit in the flow under 'Hire Me' and become a fixed
 * column at the right edge only from 1280px, where it covers nothing.
 */
export function Hero({
  greeting,
  headline,
  hireHref = '#contact',
  bannerTop,
  bannerBottom,
  social,
  ...rest
}: HeroProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Intro>
        <Greeting>{greeting}</Greeting>
        <Headline id={titleId}>{headline}</Headline>
        <HireLink href={hireHref}>Hire Me</HireLink>
        <nav aria-label="Social profiles">
          <Social>
            <li>
              <a href={social.instagram} aria-label="Instagram" target="_blank" rel="noreferrer">
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href={social.linkedin} aria-label="LinkedIn" target="_blank" rel="noreferrer">
                <LinkedInIcon />
              </a>
            </li>
            <li>
              <a href={social.github} aria-label="GitHub" target="_blank" rel="noreferrer">
                <GitHubIcon />
              </a>
            </li>
          </Social>
        </nav>
      </Intro>
      <Banners>
        <ScrollingBanner words={bannerTop} direction="left" />
        <ScrollingBanner words={bannerBottom} direction="right" />
      </Banners>
    </Root>
  );
}
