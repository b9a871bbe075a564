import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Art, Root, Subtitle, Title } from './BlogBanner.styles';

export type BlogBannerProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page heading. @default 'Coding Blogs' */
  title?: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
};

/** The blog list's banner: the page's h1 over a faint pattern of code brackets. */
export function BlogBanner({ title = 'Coding Blogs', subtitle, ...rest }: BlogBannerProps) {
  const titleId = useId();
  const patternId = useId();
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Art aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
        <defs>
          <pattern id={patternId} width="120" height="80" patternUnits="userSpaceOnUse">
            <path
              d="M20 20 8 32l12 12M52 20l12 12-12 12M38 16 30 48"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="96" cy="60" r="5" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </Art>
      <Title id={titleId}>{title}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Root>
  );
}
