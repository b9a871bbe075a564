import type { GatsbyBrowser } from 'gatsby';
import { Root } from './src/components/Root';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <Root>{element}</Root>
);
