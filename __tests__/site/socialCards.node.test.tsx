// The Head components return markup, not a Testing Library render result.
/* eslint-disable testing-library/render-result-naming-convention */
import type { HeadProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderToStaticMarkup } from 'react-dom/server';
import { Seo } from '../../src/components/Seo';
import { siteUrl } from '../../src/config/site';
import { Head as PostHead, type PostContext } from '../../src/templates/post';
import { ldScript, structuredDataFor } from '../../src/lib/structuredData';
import { checkStructuredData, jsonLdOf } from '../support/structuredData';

jest.mock('gatsby', () =>
  jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
);

/** The content of every <meta> with this property or name. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

const image = (src: string, width: number, height: number, srcSet: string[]): IGatsbyImageData => ({
  layout: 'constrained',
  images: { fallback: { src, srcSet: srcSet.join(',\n') } },
  width,
  height,
});

type PostData = HeadProps<Queries.PostPageQuery, PostContext>['data'];

function postData(withCover: boolean): PostData {
  const cover = withCover
    ? {
        mainImage: {
          alt: 'A browser window with a React component tree',
          asset: {
            gatsbyImage: image('/_gatsby/image/a/b/hero.jpg', 760, 428, [
              '/_gatsby/image/a/s/hero.jpg 380w',
              '/_gatsby/image/a/b/hero.jpg 760w',
              '/_gatsby/image/a/l/hero.jpg 1520w',
            ]),
            metadata: null,
          },
        },
      }
    : { mainImage: null };
  const data = {
    sanityPost: {
      _id: 'post-react-useeffect-cleanup',
      title: "Understanding React's useEffect Cleanup",
      slug: { current: 'react-useeffect-cleanup' },
      publishedAt: '2025-10-19T08:00:00Z',
      _updatedAt: '2025-11-01T10:00:00Z',
      description: null,
      claps: 3,
      _rawBody: [] as unknown as Record<string, unknown>,
      bodyHighlights: null,
      bodyImages: [],
      categories: [{ _id: 'c-react', title: 'React' }],
      ...cover,
    },
    sanitySiteSettings: { name: 'Aarav Mehta', blog: null },
  } as PostData;
  return data;
}

/** The post's JSON-LD as gatsby-ssr writes it (src/lib/structuredData.ts), parsed. */
function postLd(withCover: boolean): unknown[] {
  const structured = structuredDataFor(siteUrl, '/blog/react-useeffect-cleanup', {
    result: { data: postData(withCover) },
  });
  return jsonLdOf(`<script type="application/ld+json">${ldScript(structured)}</script>`);
}

function postHead(withCover: boolean): string {
  const props = {
    data: postData(withCover),
    pageContext: { id: 'p', slug: 'react-useeffect-cleanup', previous: null, next: null },
    location: { pathname: '/blog/react-useeffect-cleanup' },
    params: {},
  } as unknown as HeadProps<Queries.PostPageQuery, PostContext>;
  return renderToStaticMarkup(<PostHead {...props} />);
}

describe('social cards', () => {
  it("gives a page without a card of its own the site's 1200x630 card", () => {
    const html = renderToStaticMarkup(<Seo title="Blog" description="Posts" path="/blog" />);
    expect(metas(html, 'og:type')).toEqual(['website']);
    expect(metas(html, 'og:image')).toEqual([`${siteUrl}/og/site.png`]);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'og:image:alt')).toEqual([
      'Aarav Mehta, Software Engineer in Indore, India: blog, projects and photos',
    ]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'twitter:image')).toEqual([`${siteUrl}/og/site.png`]);
  });

  it('gives a post its own 1200x630 card, and the card and the cover to search engines', () => {
    const html = postHead(true);
    const card = `${siteUrl}/og/blog/react-useeffect-cleanup.png`;
    expect(metas(html, 'og:type')).toEqual(['article']);
    expect(metas(html, 'article:published_time')).toEqual(['2025-10-19T08:00:00Z']);
    expect(metas(html, 'article:modified_time')).toEqual(['2025-11-01T10:00:00Z']);
    expect(metas(html, 'og:image')).toEqual([card]);
    expect(metas(html, 'twitter:image')).toEqual([card]);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'og:image:alt')[0]).toMatch(
      /^Card for the post “Understanding React(&#x27;|')s useEffect Cleanup”: React, 19 October 2025, Aarav Mehta$/,
    );
    const [posting] = postLd(true) as { image: { url: string }[] }[];
    expect(posting!.image.map((image) => image.url)).toEqual([
      card,
      `${siteUrl}/_gatsby/image/a/l/hero.jpg`,
    ]);
    expect(checkStructuredData([posting], { origin: new URL(siteUrl).origin })).toEqual([]);
  });

  it('gives a post without a cover its card too', () => {
    const html = postHead(false);
    expect(metas(html, 'og:type')).toEqual(['article']);
    expect(metas(html, 'og:image')).toEqual([`${siteUrl}/og/blog/react-useeffect-cleanup.png`]);
    const [posting] = postLd(false) as { image: unknown[] }[];
    expect(posting!.image).toHaveLength(1);
    expect(checkStructuredData([posting], { origin: new URL(siteUrl).origin })).toEqual([]);
  });
});
