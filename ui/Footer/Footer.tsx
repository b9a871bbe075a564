import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { GitHubIcon, InstagramIcon, LinkedInIcon, MailIcon } from '../icons';

const Root = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]}`};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
  }
  ul a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

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
