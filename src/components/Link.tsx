import { Link as GatsbyLink } from 'gatsby';
import type { LinkComponent } from '../../ui';

/**
 * Gatsby's Link in the shape ui's `LinkProvider` hands to every `Link` to a route, so route
 * links prefetch and navigate without a reload. Provided once, in Root.
 */
export const Link: LinkComponent = (props) => <GatsbyLink {...props} />;
