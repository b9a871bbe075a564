import type { GatsbySSR } from 'gatsby';
import { colorModeScript } from './ui/theme';
import { Root } from './src/components/Root';
import { renderWithCriticalStyles } from './src/lib/criticalStyles';
import { renderInline } from './src/lib/renderInline';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <Root>{element}</Root>
);

// Gatsby's own renderer moves large Suspense boundaries out of place (see renderInline), and
// Emotion would write its styles into the body; the CSS the page uses goes into <head> instead.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithCriticalStyles(bodyComponent, renderInline);
  replaceBodyHTMLString(html);
  setHeadComponents(styles);
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ lang: 'en' });
  // Runs before the body is parsed, so the first paint already has the right colour mode.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Keeps the scrollbar's room from the first paint, so content that arrives later (the
    // photo feed) or a dialog locking the scroll does not shift the page sideways.
    <style key="scrollbar-gutter">{'html{scrollbar-gutter:stable}'}</style>,
  ]);
};
