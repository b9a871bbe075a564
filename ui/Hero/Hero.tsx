import type { HTMLAttributes } from 'react';
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
  /** Profiles shown in the fixed column of links. */
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
 * section, two text banners scrolling in opposite directions and a fixed column of profile
 * links (Instagram, LinkedIn, GitHub).
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
  return (
    <Root aria-labelledby="hero-title" {...rest}>
      <Intro>
        <Greeting>{greeting}</Greeting>
        <Headline id="hero-title">{headline}</Headline>
        <HireLink href={hireHref}>Hire Me</HireLink>
      </Intro>
      <Banners>
        <ScrollingBanner words={bannerTop} direction="left" />
        <ScrollingBanner words={bannerBottom} direction="right" />
      </Banners>
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
    </Root>
  );
}
