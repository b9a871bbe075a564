import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon } from '../icons';
import { HeroIllustration } from './HeroIllustration';
import {
  Banner,
  Banners,
  Copy,
  Greeting,
  Headline,
  HireLink,
  Intro,
  PortraitFrame,
  Root,
  Social,
  Track,
  Words,
} from './Hero.styles';

/** Profile URLs; each one is optional, and only those given are linked. */
export type HeroSocialLinks = {
  /** Instagram profile URL. */
  instagram?: string;
  /** LinkedIn profile URL. */
  linkedin?: string;
  /** GitHub profile URL. */
  github?: string;
};

/** The owner's portrait from content. `src` is for the default `<img>`; `data` for a custom renderer. */
export type HeroPortrait = {
  /** Describes the picture, e.g. "Ada Lovelace smiling at her desk". */
  alt: string;
  /** Image URL for the default renderer. */
  src?: string;
  /** Opaque image data for a custom `renderPortrait` (e.g. Gatsby image data). */
  data?: unknown;
};

/** Renders the portrait into the hero's square frame; `className` makes it fill the frame. */
export type RenderHeroPortrait = (
  portrait: HeroPortrait,
  options: { className: string },
) => ReactNode;

const defaultRenderPortrait: RenderHeroPortrait = (portrait, { className }) =>
  portrait.src ? (
    <img
      className={className}
      src={portrait.src}
      alt={portrait.alt}
      width={480}
      height={480}
      decoding="async"
    />
  ) : null;

export type HeroProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Short greeting above the headline, e.g. "Hi, I am Ada". */
  greeting: string;
  /** The owner's headline; the page's only <h1>. */
  headline: string;
  /**
   * Where 'Hire Me' goes: the contact section's anchor. `null` leaves the link out (a page
   * without a contact section). @default '#contact'
   */
  hireHref?: string | null;
  /** Words of the first (leftward) scrolling banner; none, no banner. */
  bannerTop: string[];
  /** Words of the second (rightward) scrolling banner; none, no banner. */
  bannerBottom: string[];
  /** Profiles: a row under 'Hire Me', or the fixed column of links on wide screens. */
  social: HeroSocialLinks;
  /**
   * The owner's portrait (content's optional `siteSettings.portrait`). Absent, the hero shows a
   * drawn illustration instead, so the layout is the same either way.
   */
  portrait?: HeroPortrait;
  /** Renders the portrait (e.g. with the site's Picture component). @default a plain <img> */
  renderPortrait?: RenderHeroPortrait;
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
 * section, profile links (Instagram, LinkedIn, GitHub), a portrait and two text banners
 * scrolling in opposite directions.
 *
 * From 560px the text and the portrait sit in two columns, centred on each other; narrower,
 * a small portrait sits above the greeting so 'Hire Me' stays in the first screen. The
 * portrait's frame is square and sized by CSS, so nothing moves when the picture loads. Without
 * a `portrait` the frame holds a drawn, theme-coloured illustration (decorative). The profile
 * links sit in the flow under 'Hire Me' and become a fixed column at the right edge only from
 * 1301px (`socialRail`), where it covers nothing.
 */
export function Hero({
  greeting,
  headline,
  hireHref = '#contact',
  bannerTop,
  bannerBottom,
  social,
  portrait,
  renderPortrait = defaultRenderPortrait,
  ...rest
}: HeroProps) {
  const titleId = useId();
  const picture = portrait ? renderPortrait(portrait, { className: 'hero-portrait' }) : null;
  const profiles = (
    [
      ['instagram', 'Instagram', InstagramIcon],
      ['linkedin', 'LinkedIn', LinkedInIcon],
      ['github', 'GitHub', GitHubIcon],
    ] as const
  ).flatMap(([key, label, Icon]) => (social[key] ? [{ key, label, Icon, href: social[key] }] : []));
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Intro>
        <PortraitFrame data-kind={picture ? 'photo' : 'drawn'}>
          {picture ?? <HeroIllustration className="hero-portrait" />}
        </PortraitFrame>
        <Copy>
          <Greeting>{greeting}</Greeting>
          <Headline id={titleId}>{headline}</Headline>
          {hireHref !== null && <HireLink href={hireHref}>Hire Me</HireLink>}
          {profiles.length > 0 && (
            <nav aria-label="Social profiles">
              <Social>
                {profiles.map(({ key, label, Icon, href }) => (
                  <li key={key}>
                    <a href={href} aria-label={label} target="_blank" rel="noreferrer">
                      <Icon />
                    </a>
                  </li>
                ))}
              </Social>
            </nav>
          )}
        </Copy>
      </Intro>
      {(bannerTop.length > 0 || bannerBottom.length > 0) && (
        <Banners>
          {bannerTop.length > 0 && <ScrollingBanner words={bannerTop} direction="left" />}
          {bannerBottom.length > 0 && <ScrollingBanner words={bannerBottom} direction="right" />}
        </Banners>
      )}
    </Root>
  );
}
