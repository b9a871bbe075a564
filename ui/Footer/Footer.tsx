import type { HTMLAttributes } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon, MailIcon } from '../icons';
import { Inner, Root } from './Footer.styles';

export type FooterProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The owner's name in the copyright line. */
  ownerName: string;
  /** Copyright year (passed in so server and browser render the same text). */
  year: number;
  /** Contact address (mailto link). */
  email: string;
  /** Profile URLs. */
  social: { instagram: string; linkedin: string; github: string };
};

/** The page footer: copyright line and profile links. */
export function Footer({ ownerName, year, email, social, ...rest }: FooterProps) {
  return (
    <Root {...rest}>
      <Inner>
        <p>
          © {year} {ownerName}. All rights reserved.
        </p>
        <ul aria-label="Elsewhere">
          <li>
            <a href={`mailto:${email}`} aria-label="Email">
              <MailIcon />
            </a>
          </li>
          <li>
            <a href={social.github} aria-label="GitHub" target="_blank" rel="noreferrer">
              <GitHubIcon />
            </a>
          </li>
          <li>
            <a href={social.linkedin} aria-label="LinkedIn" target="_blank" rel="noreferrer">
              <LinkedInIcon />
            </a>
          </li>
          <li>
            <a href={social.instagram} aria-label="Instagram" target="_blank" rel="noreferrer">
              <InstagramIcon />
            </a>
          </li>
        </ul>
      </Inner>
    </Root>
  );
}
