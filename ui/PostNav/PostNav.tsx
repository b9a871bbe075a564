import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../primitives';
import { Direction, More, Pair, Root } from './PostNav.styles';

export type PostLink = {
  /** The post's title. */
  title: string;
  /** Its address, e.g. `/blog/some-post`. */
  href: string;
};

export type PostNavProps = HTMLAttributes<HTMLElement> & {
  /** The older post, if any. */
  previous?: PostLink | null;
  /** The newer post, if any. */
  next?: PostLink | null;
  /** Where 'Read More Articles' goes. @default '/blog' */
  moreHref?: string;
};

/** Previous/next post links and the 'Read More Articles' link back to the blog. */
export function PostNav({ previous, next, moreHref = '/blog', ...rest }: PostNavProps) {
  const link = (href: string, children: ReactNode) => <Link href={href}>{children}</Link>;
  return (
    <Root aria-label="More posts" {...rest}>
      {(previous || next) && (
        <Pair>
          {previous && (
            <li data-side="previous">
              {link(
                previous.href,
                <>
                  <Direction>← Previous post</Direction>
                  <span>{previous.title}</span>
                </>,
              )}
            </li>
          )}
          {next && (
            <li data-side="next">
              {link(
                next.href,
                <>
                  <Direction>Next post →</Direction>
                  <span>{next.title}</span>
                </>,
              )}
            </li>
          )}
        </Pair>
      )}
      <More>{link(moreHref, 'Read More Articles')}</More>
    </Root>
  );
}
