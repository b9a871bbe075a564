import type { ComponentType, HTMLAttributes } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon, MediumIcon, TwitterIcon } from '../icons';
import { Heading, List, Root } from './FollowRow.styles';

/** Profile addresses; each one is optional, and only those given are linked. */
export type SocialLinks = {
  instagram?: string;
  linkedin?: string;
  github?: string;
  twitter?: string;
  medium?: string;
};

export type FollowRowProps = HTMLAttributes<HTMLElement> & {
  /** Profile addresses, one per network. */
  links: SocialLinks;
  /** Heading before the icons. @default 'Follow me on' */
  heading?: string;
};

const networks: { key: keyof SocialLinks; name: string; Icon: ComponentType<{ size?: number }> }[] =
  [
    { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
    { key: 'linkedin', name: 'LinkedIn', Icon: LinkedInIcon },
    { key: 'github', name: 'GitHub', Icon: GitHubIcon },
    { key: 'twitter', name: 'Twitter', Icon: TwitterIcon },
    { key: 'medium', name: 'Medium', Icon: MediumIcon },
  ];

/**
 * 'Follow me on' and icon links to Instagram, LinkedIn, GitHub, Twitter and Medium (those that
 * are given; with none, render no FollowRow).
 */
export function FollowRow({ links, heading = 'Follow me on', ...rest }: FollowRowProps) {
  return (
    <Root aria-label={heading} {...rest}>
      <Heading>{heading}</Heading>
      <List>
        {networks.map(({ key, name, Icon }) =>
          links[key] ? (
            <li key={key}>
              <a href={links[key]} aria-label={name} rel="me noopener noreferrer" target="_blank">
                <Icon size={20} />
              </a>
            </li>
          ) : null,
        )}
      </List>
    </Root>
  );
}
