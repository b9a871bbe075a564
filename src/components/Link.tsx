import { Link as GatsbyLink } from 'gatsby';
import type { ReactNode } from 'react';

/** Adapter handed to ui components' `linkAs` slot so route links use Gatsby's prefetching. */
export function Link(props: {
  to: string;
  children?: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  return <GatsbyLink {...props} />;
}
