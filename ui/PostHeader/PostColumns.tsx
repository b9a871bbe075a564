import type { HTMLAttributes, ReactNode } from 'react';
import { Columns, Side, Text } from './PostHeader.styles';

export type PostColumnsProps = HTMLAttributes<HTMLDivElement> & {
  /** What goes beside the text from 1280px and above it below that: the table of contents. */
  aside: ReactNode;
  /** The text: the post's body. */
  children: ReactNode;
};

/**
 * A post's body with a side column, inside `PostLayout`. From 1280px the side column sits to
 * the right of the text, sticky below the site header, scrolling itself when it is taller than
 * the window; the text column keeps its place and width (the side column uses the page's
 * margin). Below 1280px `aside` comes first, above the text, at the text's width.
 */
export function PostColumns({ aside, children, ...rest }: PostColumnsProps) {
  return (
    <Columns {...rest}>
      <Side>{aside}</Side>
      <Text>{children}</Text>
    </Columns>
  );
}
