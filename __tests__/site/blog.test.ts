import {
  categorySearch,
  categorySlug,
  filterPosts,
  postDescription,
  postKeywords,
  readCategoryParam,
  readingMinutes,
  toBodyBlocks,
  toCategoryOptions,
  toCommentItems,
  toPostLink,
  toPostPage,
  toPostSummaries,
  type PostPageNode,
} from '../../src/mappers/blog';
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { buildRobots, buildRss, buildSitemap, xmlEscape } from '../../build/feeds';
import { PortableBody, theme } from '../../ui';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

const image: IGatsbyImageData = {
  layout: 'constrained',
  images: {
    fallback: {
      src: '/_gatsby/image/abc/640/cover.webp',
      srcSet:
        '/_gatsby/image/abc/320/cover.webp 320w,\n/_gatsby/image/abc/640/cover.webp 640w,\n/_gatsby/image/abc/1280/cover.webp 1280w',
    },
  },
  width: 640,
  height: 360,
};

/** A post as the post page's query returns it; every field the test leaves out is null. */
const post = (fields: Partial<PostPageNode>): PostPageNode => ({
  _id: null,
  title: null,
  slug: null,
  description: null,
  publishedAt: null,
  _updatedAt: null,
  claps: null,
  _rawBody: null,
  bodyHighlights: null,
  bodyImages: [],
  mainImage: null,
  categories: null,
  ...fields,
});

/** Gatsby types every JSON field as Record<string, unknown>; a body is really a block array. */
const body = (blocks: unknown[]) => blocks as unknown as PostPageNode['_rawBody'];

const nodes: PostPageNode[] = [
  post({
    title: 'Newest',
    slug: { current: 'newest' },
    publishedAt: '2025-03-04T10:00:00Z',
    mainImage: {
      alt: 'A cover',
      asset: { gatsbyImage: image, metadata: { palette: { dominant: { background: '#582818' } } } },
    },
    categories: [{ _id: 'c-react', title: 'React' }],
    claps: 7,
    _rawBody: body([
      {
        _type: 'block',
        _key: 'p',
        style: 'normal',
        children: [{ _type: 'span', text: 'First paragraph of the post.' }],
      },
      { _type: 'code', _key: 'k1', language: 'ts', code: 'let a = 1;' },
      { _type: 'youtube', _key: 'y1', url: 'https://youtu.be/ENrzD9HAZK4' },
      { _type: 'youtube', _key: 'y2', url: 'https://www.youtube.com/watch?v=notavideo' },
      { _type: 'mystery', _key: 'm' },
    ]),
    bodyHighlights: { k1: '<span class="hljs-keyword">let</span> a = 1;' },
  }),
  post({
    title: 'Older',
    slug: { current: 'older' },
    publishedAt: '2024-01-01T00:00:00Z',
    categories: [{ _id: 'c-node', title: 'Node.js' }, null, { _id: 'c-react', title: 'React' }],
  }),
  post({ title: 'No slug', slug: null }),
  post({ title: '  ', slug: { current: 'blank-title' } }),
];

describe('blog list mappers', () => {
  it('maps posts to cards and drops ones without title or slug', () => {
    const posts = toPostSummaries(nodes);
    expect(posts.map((p) => p.slug)).toEqual(['newest', 'older']);
    expect(posts[0]).toEqual({
      slug: 'newest',
      title: 'Newest',
      publishedAt: '2025-03-04T10:00:00Z',
      categories: [{ id: 'c-react', title: 'React' }],
      // Sanity's dominant colour shows while the cover loads.
      image: {
        alt: 'A cover',
        data: { ...image, backgroundColor: '#582818' },
        width: 640,
        height: 360,
      },
    });
    expect(posts[1]!.image).toBeUndefined();
    expect(posts[1]!.categories.map((c) => c.title)).toEqual(['Node.js', 'React']);
  });

  it('marks a draft (a node gatsby develop overlaid with its drafts.* document)', () => {
    const [draft, published] = toPostSummaries([
      post({ _id: 'drafts.post-wip', title: 'Work in progress', slug: { current: 'wip' } }),
      post({ _id: 'post-done', title: 'Done', slug: { current: 'done' } }),
    ]);
    expect(draft?.draft).toBe(true);
    expect(published).not.toHaveProperty('draft');
    const page = toPostPage(
      post({ _id: 'drafts.post-wip', title: 'Work in progress', slug: { current: 'wip' } }),
    );
    expect(page?.draft).toBe(true);
  });

  it('turns category titles into URL values', () => {
    expect(categorySlug('Node.js')).toBe('node-js');
    expect(categorySlug('C# & .NET')).toBe('c-net');
    expect(categorySlug('Café')).toBe('cafe');
    expect(
      toCategoryOptions([
        { _id: '1', title: 'React' },
        { _id: '2', title: 'Node.js' },
        { _id: '3', title: 'react' },
        { _id: '4', title: '' },
        null,
      ]),
    ).toEqual([
      { value: 'react', title: 'React' },
      { value: 'node-js', title: 'Node.js' },
    ]);
  });

  it('filters by category, All showing everything', () => {
    const posts = toPostSummaries(nodes);
    expect(filterPosts(posts, 'all')).toHaveLength(2);
    expect(filterPosts(posts, 'node-js').map((p) => p.slug)).toEqual(['older']);
    expect(filterPosts(posts, 'react').map((p) => p.slug)).toEqual(['newest', 'older']);
  });

  it('reads and writes the choice in the query string', () => {
    const options = toCategoryOptions([
      { _id: '1', title: 'React' },
      { _id: '2', title: 'Node.js' },
    ]);
    expect(readCategoryParam('?category=node-js', options)).toBe('node-js');
    expect(readCategoryParam('?category=React', options)).toBe('react');
    expect(readCategoryParam('?category=cooking', options)).toBe('all');
    expect(readCategoryParam('', options)).toBe('all');
    expect(categorySearch('node-js')).toBe('?category=node-js');
    expect(categorySearch('all')).toBe('');
  });
});

describe('post page mapper', () => {
  it('maps everything the template shows', () => {
    const page = toPostPage(nodes[0]!)!;
    expect(page.claps).toBe(7);
    expect(page.readingMinutes).toBe(1);
    expect(page.description).toBe('First paragraph of the post.');
    expect(page.keywords).toEqual(['React', 'newest']);
    // The social card is the cover's largest size, its height in the cover's proportions.
    expect(page.card).toEqual({
      src: '/_gatsby/image/abc/1280/cover.webp',
      width: 1280,
      height: 720,
    });
    expect(toPostPage(nodes[1]!)!.claps).toBe(0);
    expect(toPostPage(nodes[2]!)).toBeNull();
    expect(toPostPage(null)).toBeNull();
  });

  it('takes the social card from the cover alone: the 1x size without a srcset, none without a cover', () => {
    const cover = (gatsbyImage: IGatsbyImageData | null, background?: string) =>
      post({
        title: 'T',
        slug: { current: 't' },
        mainImage: {
          alt: null,
          asset: gatsbyImage
            ? {
                gatsbyImage,
                metadata: { palette: { dominant: { background: background ?? null } } },
              }
            : null,
        },
      });
    const plain = { ...image, images: { fallback: { src: '/_gatsby/image/abc/640/cover.webp' } } };
    expect(toPostPage(cover(plain))!.card).toEqual({
      src: '/_gatsby/image/abc/640/cover.webp',
      width: 640,
      height: 360,
    });
    expect(toPostPage(cover(null))!.card).toBeUndefined();
    // Only a CSS hex colour from the palette reaches a style attribute.
    expect(toPostPage(cover(plain, 'red;background:url(x)'))!.image!.data).toBe(plain);
    expect(toPostPage(cover(plain, '#fff'))!.image!.data).toMatchObject({
      backgroundColor: '#fff',
    });
  });

  it('fills in highlighted html and video ids, and passes unknown blocks through', () => {
    const blocks = toBodyBlocks(nodes[0]!._rawBody, nodes[0]!.bodyHighlights);
    expect(blocks.find((b) => b._key === 'k1')).toMatchObject({
      html: expect.stringContaining('hljs'),
    });
    expect(blocks.find((b) => b._key === 'y1')).toMatchObject({ videoId: 'ENrzD9HAZK4' });
    expect(blocks.find((b) => b._key === 'y2')).toMatchObject({ videoId: null });
    expect(blocks.find((b) => b._key === 'm')).toEqual({ _type: 'mystery', _key: 'm' });
    expect(toBodyBlocks([{ _type: 'code', _key: 'k', code: 'x' }], { k: 42 })).toEqual([
      { _type: 'code', _key: 'k', code: 'x' },
    ]);
    expect(toBodyBlocks('not an array')).toEqual([]);
    expect(toBodyBlocks([null, 3, { _type: 'block' }])).toEqual([
      { _type: 'block', _key: 'block-0' },
    ]);
  });

  it("drops an html field the content carries: only the build's highlight of the code is html", () => {
    const injected = '<img src="x" onerror="alert(1)">';
    const block = { _type: 'code', _key: 'k', code: 'rm -rf <dir>', html: injected };
    expect(toBodyBlocks([block])).toEqual([{ _type: 'code', _key: 'k', code: 'rm -rf <dir>' }]);
    expect(toBodyBlocks([block], { k: 'rm -rf &lt;dir&gt;' })).toEqual([
      { _type: 'code', _key: 'k', code: 'rm -rf <dir>', html: 'rm -rf &lt;dir&gt;' },
    ]);
    // Drafts (the preview page) have no highlights: the code shows as its text.
    render(
      createElement(ThemeProvider, {
        theme,
        children: createElement(PortableBody, { value: toBodyBlocks([block]) }),
      }),
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('rm -rf <dir>')).toBeInTheDocument();
  });

  it("gives a figure the build's picture of its asset, and none when it was not built", () => {
    const picture = { ...image, images: { fallback: { src: '/_gatsby/image/f/760/photo.webp' } } };
    const blocks = toBodyBlocks(
      [
        {
          _type: 'figure',
          _key: 'f1',
          asset: { _type: 'reference', _ref: 'image-abc-1200x800-jpg' },
          alt: ' A photo ',
          caption: 'Caption',
        },
        {
          _type: 'figure',
          _key: 'f2',
          image: { asset: { _ref: 'image-def-10x10-png' } },
          alt: 'x',
        },
        { _type: 'figure', _key: 'f3', asset: { _ref: 'image-missing-1x1-png' }, alt: 'gone' },
      ],
      null,
      [
        {
          _id: 'image-abc-1200x800-jpg',
          gatsbyImage: picture,
          metadata: { palette: { dominant: { background: '#123456' } } },
        },
        { _id: 'image-def-10x10-png', gatsbyImage: picture, metadata: null },
      ],
    );
    expect(blocks[0]).toEqual({
      _type: 'figure',
      _key: 'f1',
      alt: ' A photo ',
      caption: 'Caption',
      image: {
        alt: 'A photo',
        data: { ...picture, backgroundColor: '#123456' },
        width: 640,
        height: 360,
      },
    });
    expect(blocks[1]).toMatchObject({ image: { alt: 'x', data: picture } });
    expect(blocks[2]).toEqual({ _type: 'figure', _key: 'f3', alt: 'gone' });
  });

  it("takes the post's own description for its meta description when it has one", () => {
    const described = post({
      title: 'T',
      slug: { current: 't' },
      description: ' What this post is about. ',
      _rawBody: body([{ _type: 'block', style: 'normal', children: [{ text: 'First.' }] }]),
    });
    expect(toPostPage(described)!.description).toBe('What this post is about.');
    expect(toPostPage({ ...described, description: null })!.description).toBe('First.');
  });

  it('estimates reading time at 200 words a minute, at least 1', () => {
    const words = (n: number) => [
      { _type: 'block', children: [{ _type: 'span', text: Array(n).fill('word').join(' ') }] },
    ];
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(null)).toBe(1);
  });

  it('cuts a long description at a word', () => {
    const long = Array(60).fill('lorem').join(' ');
    const text = postDescription(
      [{ _type: 'block', style: 'normal', children: [{ _type: 'span', text: long }] }],
      'fallback',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('lorem...')).toBe(true);
    expect(postDescription([], 'The title')).toBe('The title');
  });

  it('builds keywords from categories and title words without repeats', () => {
    expect(postKeywords('React hooks and React state', [{ id: '1', title: 'React' }])).toEqual([
      'React',
      'hooks',
      'state',
    ]);
  });

  it('maps neighbour links and comments', () => {
    expect(toPostLink({ title: 'Older', slug: 'older' })).toEqual({
      title: 'Older',
      href: '/blog/older',
    });
    expect(toPostLink(null)).toBeNull();
    expect(
      toCommentItems([
        {
          _id: 'c1',
          text: 'Hi',
          postSlug: 'newest',
          userId: { _id: 'u1', username: 'priya' },
          createdAt: '2025-03-05T00:00:00Z',
        },
        { _id: 'c2', text: 'No user' },
        { text: 'no id' },
      ]),
    ).toEqual([
      // The author's id decides whether the reader may delete it (their own).
      {
        id: 'c1',
        author: 'priya',
        authorId: 'u1',
        text: 'Hi',
        createdAt: '2025-03-05T00:00:00Z',
      },
      { id: 'c2', author: 'Anonymous', text: 'No user' },
    ]);
    expect(toCommentItems({ message: 'nope' })).toEqual([]);
  });
});

describe('feeds', () => {
  const posts = [
    {
      title: 'Tips & <Tricks>',
      path: '/blog/tips',
      publishedAt: '2025-03-04T10:00:00Z',
      updatedAt: '2025-03-06T10:00:00Z',
      description: 'About "quotes"',
      categories: ['React'],
    },
  ];

  it('writes RSS with absolute links and escaped text', () => {
    const rss = buildRss({ siteUrl: 'https://example.dev', title: 'Aarav Mehta', posts });
    expect(rss).toContain('<link>https://example.dev/blog/tips</link>');
    expect(rss).toContain('<title>Tips &amp; &lt;Tricks&gt;</title>');
    expect(rss).toContain('<pubDate>Tue, 04 Mar 2025 10:00:00 GMT</pubDate>');
    expect(rss).toContain('<category>React</category>');
    expect(rss).toContain('href="https://example.dev/rss.xml" rel="self"');
  });

  it("describes the feed with the blog's description from content, or says whose it is", () => {
    const described = buildRss({
      siteUrl: 'https://example.dev',
      title: 'Ada Lovelace | Engineer',
      description: 'Notes on engines & maths.',
      posts,
    });
    expect(described).toContain('<title>Ada Lovelace | Engineer | Blog</title>');
    expect(described).toContain('<description>Notes on engines &amp; maths.</description>');
    const plain = buildRss({ siteUrl: 'https://example.dev', title: 'My site', posts });
    expect(plain).toContain('<description>Articles from My site</description>');
  });

  it('writes a sitemap without 404 pages, with post dates', () => {
    const xml = buildSitemap({
      siteUrl: 'https://example.dev',
      paths: ['/', '/blog/', '/blog/tips', '/404/', '/404.html', '/dev-404-page/'],
      posts,
    });
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://example.dev/blog</loc>');
    expect(xml).toContain('<lastmod>2025-03-06</lastmod>');
    expect(xml).not.toContain('404');
  });

  it('leaves the owner’s area and the account forms out of the sitemap', () => {
    const xml = buildSitemap({
      siteUrl: 'https://example.dev',
      paths: ['/', '/admin/', '/login/', '/signup/', '/connect/'],
      posts,
    });
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.dev/',
      'https://example.dev/connect',
    ]);
  });

  it('writes robots.txt pointing at the sitemap', () => {
    expect(buildRobots('https://example.dev')).toContain(
      'Sitemap: https://example.dev/sitemap.xml',
    );
    expect(xmlEscape(`'"`)).toBe('&apos;&quot;');
  });
});
