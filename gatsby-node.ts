import type { GatsbyNode } from 'gatsby';

// Pages for /blog/:slug are created here once content is wired in (see the content issue).
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.verbose('portfolio: gatsby-node loaded');
};
