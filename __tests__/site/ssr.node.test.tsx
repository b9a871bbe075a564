// renderInline returns HTML, not a Testing Library render result.
/* eslint-disable testing-library/render-result-naming-convention */
import { Suspense, use } from 'react';
import { hydrateLazily, hydrateOnInteraction } from '../../src/hydration';
import { renderInline } from '../../src/lib/renderInline';
import { RENDER_ALL } from '../../src/lib/belowFold';

/** Server rendering as gatsby-ssr does it (renderInline), in Node like Gatsby's HTML build. */
const longText = 'A paragraph of a long post. '.repeat(1000);

it('writes a large Suspense boundary in place, not at the end behind a reveal script', async () => {
  const markup = await renderInline(
    <main>
      <Suspense fallback={<p>loading</p>}>
        <article>{longText}</article>
      </Suspense>
      <footer>after</footer>
    </main>,
  );
  expect(markup).toMatch(/^<main><!--\$--><article>A paragraph/);
  expect(markup).toContain('</article><!--/$--><footer>after</footer></main>');
  expect(markup).not.toContain('<template');
  expect(markup).not.toContain('loading');
});

it('renders a section that hydrates on interaction in full on the server', async () => {
  const Body = hydrateOnInteraction(function Body({ text }: { text: string }) {
    return <article>{text}</article>;
  }, 'test-body');
  const markup = await renderInline(<Body text={longText} />, 5000);
  expect(markup).toContain(`<article>${longText}</article>`);
  expect(markup).toContain('display:contents');
});

it('fails with a clear message instead of hanging when something never resolves', async () => {
  const never = new Promise<never>(() => {});
  function Forever() {
    use(never);
    return null;
  }
  await expect(
    renderInline(
      <Suspense fallback={null}>
        <Forever />
      </Suspense>,
      200,
    ),
  ).rejects.toThrow(/did not finish within 0.2 s/);
});

it('renders a part whose code is a chunk of its own in full on the server', async () => {
  const Part = hydrateLazily(
    () => Promise.resolve({ default: ({ text }: { text: string }) => <aside>{text}</aside> }),
    'test-lazy-part',
    'near',
  );
  const markup = await renderInline(<Part text="Comments (3)" />, 5000);
  // Whole, in its box-less wrapper, and (waiting until near, so below the first screen) with
  // the browser allowed to skip its rendering until then.
  const wrapper = /<div class="([^"]+)"><!--\$--><aside>Comments \(3\)<\/aside><!--\/\$--><\/div>$/;
  expect(markup).toMatch(wrapper);
  // The rule reaches the part itself (the wrapper's child), unless the page renders every part.
  const classes = wrapper.exec(markup)![1]!.split(' ');
  const rules = markup.slice(0, markup.indexOf('</style>'));
  expect(
    classes.some((name) =>
      rules.includes(`html:not([${RENDER_ALL}]) .${name}>*{content-visibility:auto;`),
    ),
  ).toBe(true);
});
