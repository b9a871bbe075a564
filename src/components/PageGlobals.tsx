import { css, Global } from '@emotion/react';
import { GlobalStyles } from '../../ui/theme';

/**
 * Every page is a column of header, <main> and footer in Gatsby's focus wrapper; <main> takes
 * the room a short page leaves (a login form, a feed that failed), so the footer sits at the
 * bottom of the window rather than half way up it.
 */
const pageFrame = css`
  #gatsby-focus-wrapper {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
  }
  #gatsby-focus-wrapper > main {
    flex: 1 0 auto;
  }
`;

/**
 * The global rules every page has (PageFrame's `globals`): the ui's GlobalStyles and the page's
 * column. The server writes them into `<head>`; the browser fetches this module only where it
 * did not (`gatsby develop`), so a built page never loads it.
 */
export default function PageGlobals() {
  return (
    <>
      <GlobalStyles />
      <Global styles={pageFrame} />
    </>
  );
}
