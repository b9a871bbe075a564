import type { SVGProps } from 'react';
import { BrandMark, socialBrands } from './brands';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Pixel size of the square icon. @default 24 */
  size?: number;
};

// Profile links: the brands' own marks (./brands), in the current text colour.
export const GitHubIcon = (p: IconProps) => <BrandMark {...p} brand={socialBrands.github} />;
export const LinkedInIcon = (p: IconProps) => <BrandMark {...p} brand={socialBrands.linkedin} />;
export const InstagramIcon = (p: IconProps) => <BrandMark {...p} brand={socialBrands.instagram} />;
/** Twitter is X now; the profile key stays `twitter`. */
export const TwitterIcon = (p: IconProps) => <BrandMark {...p} brand={socialBrands.x} />;
export const MediumIcon = (p: IconProps) => <BrandMark {...p} brand={socialBrands.medium} />;
