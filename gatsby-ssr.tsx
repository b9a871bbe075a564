import type { GatsbySSR } from 'gatsby';
import { colorModeScript } from './ui/theme';
import { Root } from './src/components/Root';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <Root>{element}</Root>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ lang: 'en' });
  // Runs before the body is parsed, so the first paint already has the right colour mode.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
