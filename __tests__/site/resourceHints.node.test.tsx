// The hooks return HTML, not a Testing Library render result.
/* eslint-disable testing-library/render-result-naming-convention */
import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// gatsby-source-sanity's own hook, which Gatsby runs before the site's.
import { onRenderBody as sanityOnRenderBody } from 'gatsby-source-sanity/lib/gatsby-ssr';
import { onPreRenderHTML, onRenderBody, replaceRenderer } from '../../gatsby-ssr';

/** Renders a page body as gatsby-ssr does and returns the head's markup after every hook. */
async function headFor(body: ReactNode): Promise<string> {
  let head: ReactNode[] = [];
  const setHeadComponents = (components: ReactNode[]) => {
    head = [...head, ...components];
  };
  sanityOnRenderBody!(
    { setHeadComponents } as unknown as Parameters<NonNullable<typeof sanityOnRenderBody>>[0],
    { plugins: [] },
  );
  // Only the arguments these hooks use; Gatsby passes many more.
  const renderArgs = {
    bodyComponent: body,
    replaceBodyHTMLString: () => {},
    setHeadComponents,
  } as unknown as Parameters<NonNullable<typeof replaceRenderer>>[0];
  await replaceRenderer!(renderArgs, { plugins: [] });
  const preRenderArgs = {
    getHeadComponents: () => head,
    replaceHeadComponents: (components: ReactNode[]) => {
      head = components;
    },
  } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0];
  onPreRenderHTML!(preRenderArgs, { plugins: [] });
  return renderToStaticMarkup(<>{head.filter((c) => isValidElement(c))}</>);
}

it("drops gatsby-source-sanity's preconnect when the page loads nothing from the CDN", async () => {
  const head = await headFor(
    <main>
      <img src="/_gatsby/image/abc/def/cover.webp" alt="" />
    </main>,
  );
  expect(head).not.toContain('cdn.sanity.io');
  expect(head).not.toContain('preconnect');
});

it('preconnects once when the page loads an image from cdn.sanity.io', async () => {
  const head = await headFor(
    <main>
      <img src="https://cdn.sanity.io/images/abc123/production/cover-1200x630.jpg" alt="" />
    </main>,
  );
  expect(head.match(/rel="preconnect"/g)).toHaveLength(1);
  expect(head).toContain('<link rel="preconnect" href="https://cdn.sanity.io"/>');
});

it('preloads the photo feed on /insta only when built without it, outside the Head that Gatsby re-renders', () => {
  const headOf = (pathname: string, feed: unknown = null) => {
    let head: ReactNode[] = [];
    const args = {
      pathname,
      // The page's query data; what the structured data of these pages needs is none.
      loadPageDataSync: () => ({ result: { data: {}, pageContext: { feed } } }),
      setHeadComponents: (components: ReactNode[]) => {
        head = [...head, ...components];
      },
      setHtmlAttributes: () => {},
    } as unknown as Parameters<NonNullable<typeof onRenderBody>>[0];
    onRenderBody!(args, { plugins: [] });
    return renderToStaticMarkup(<>{head.filter((c) => isValidElement(c))}</>);
  };
  const preload = '<link rel="preload" href="/api/feed" as="fetch" crossorigin="use-credentials"/>';
  expect(headOf('/insta').split(preload)).toHaveLength(2);
  expect(headOf('/insta/')).toContain(preload);
  expect(headOf('/')).not.toContain('/api/feed');
  expect(headOf('/blog')).not.toContain('/api/feed');
  // Built with its photos, the page has no hurry for the feed (see feedPreload).
  expect(headOf('/insta', { username: 'a', profilePictureUrl: '', posts: [] })).not.toContain(
    '/api/feed',
  );
  // The structured data is written here too, from the page data: the home page has it.
  expect(headOf('/')).toContain('<script type="application/ld+json">');
  expect(headOf('/insta')).not.toContain('application/ld+json');
});
