import type { HTMLAttributes } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon, MailIcon, RssIcon } from '../icons';
import { Stack } from '../primitives/Stack';
import { Inner, Root } from './Footer.styles';

export type FooterProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The owner's name in the copyright line. */
  ownerName: string;
  /** Copyright year (passed in so server and browser render the same text). */
  year: number;
  /** Contact address (mailto link); without one the footer has no mail link. */
  email?: string;
  /** Profile URLs; each one is optional, and only those given are linked. */
  social: { instagram?: string; linkedin?: string; github?: string };
  /** The blog's RSS feed; without it the footer has no feed link. */
  rssHref?: string;
};

/**
 * Every page's footer: copyright line, contact and profile links and the blog's RSS feed. On a
 * phone these are the page's only profile links (the hero's floating column is wide-screen only).
 */
export function Footer({ ownerName, year, email, social, rssHref, ...rest }: FooterProps) {
  return (
    <Root {...rest}>
      <Inner>
        <p>
          © {year} {ownerName}. All rights reserved.
        </p>
        <Stack as="ul" direction="horizontal" wrap gap={1} aria-label="Elsewhere">
          {email && (
            <li>
              {/* Named by the address: a bare "Email" would read like a form field's label. */}
              <a href={`mailto:${email}`} aria-label={`Write to ${email}`}>
                <MailIcon />
              </a>
            </li>
          )}
          {social.github && (
            <li>
              <a href={social.github} aria-label="GitHub" target="_blank" rel="noreferrer">
                <GitHubIcon />
              </a>
            </li>
          )}
          {social.linkedin && (
            <li>
              <a href={social.linkedin} aria-label="LinkedIn" target="_blank" rel="noreferrer">
                <LinkedInIcon />
              </a>
            </li>
          )}
          {social.instagram && (
            <li>
              <a href={social.instagram} aria-label="Instagram" target="_blank" rel="noreferrer">
                <InstagramIcon />
              </a>
            </li>
          )}
          {rssHref && (
            <li>
              <a href={rssHref} aria-label="RSS feed" type="application/rss+xml">
                <RssIcon />
              </a>
            </li>
          )}
        </Stack>
      </Inner>
    </Root>
  );
}
