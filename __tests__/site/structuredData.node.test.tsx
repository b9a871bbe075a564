import { siteUrl } from '../../src/config/site';
import { sampleSiteSettings } from '../support/siteSettings';
import { ldScript, structuredDataFor } from '../../src/lib/structuredData';
import { checkStructuredData, jsonLdOf, ldTypes } from '../support/structuredData';

const origin = new URL(siteUrl).origin;
const check = (roots: unknown[]) => checkStructuredData(roots, { origin });

/** The page's JSON-LD as gatsby-ssr writes it into the HTML, read back as a crawler would. */
const pageLd = (pathname: string, data: unknown = {}) => {
  const structured = structuredDataFor(siteUrl, pathname, { result: { data } });
  return structured
    ? jsonLdOf(`<script type="application/ld+json">${ldScript(structured)}</script>`)
    : [];
};

const blogData = {
  allSanityPost: {
    nodes: [
      {
        title: 'Core Web Vitals in practice',
        slug: { current: 'core-web-vitals' },
        publishedAt: '2025-11-02T09:30:00Z',
        mainImage: null,
        categories: [{ _id: 'c-perf', title: 'Performance' }],
      },
      {
        title: 'Node.js streams',
        slug: { current: 'node-streams' },
        publishedAt: '2025-10-01T09:30:00+05:30',
        mainImage: null,
        categories: [],
      },
    ],
  },
  allSanityCategory: { nodes: [] },
  sanitySiteSettings: { name: 'Aarav Mehta', blog: sampleSiteSettings.blog },
};

describe('structured data', () => {
  it('is written for the home page, the blog and posts only', () => {
    expect(pageLd('/login')).toEqual([]);
    expect(pageLd('/blog/no-such-post', { sanityPost: null })).toEqual([]);
  });

  it('describes the owner (Person) and the site (WebSite) on the home page', () => {
    const roots = pageLd('/', { sanitySiteSettings: sampleSiteSettings });
    expect(ldTypes(roots)).toEqual(['Person', 'WebSite']);
    expect(check(roots)).toEqual([]);
    const [person, site] = roots.flat() as Record<string, unknown>[];
    expect(person).toMatchObject({ name: 'Aarav Mehta', jobTitle: 'Software Engineer' });
    expect(person!.sameAs).toContain('https://github.com/aarav-mehta-dev');
    expect(site).toMatchObject({ url: `${siteUrl}/`, publisher: { '@id': person!['@id'] } });
  });

  it('describes /blog as a Blog listing its newest posts', () => {
    const roots = pageLd('/blog', blogData);
    expect(ldTypes(roots)).toEqual(['Blog']);
    expect(check(roots)).toEqual([]);
    const blog = roots[0] as { blogPost: Record<string, unknown>[] };
    expect(blog.blogPost.map((post) => post.url)).toEqual([
      `${siteUrl}/blog/core-web-vitals`,
      `${siteUrl}/blog/node-streams`,
    ]);
    expect(blog).toMatchObject({
      name: 'Aarav Mehta | Blog',
      description: sampleSiteSettings.blog.description,
    });
  });

  it('describes a neutral site when content has no siteSettings document', () => {
    const [person] = pageLd('/', { sanitySiteSettings: null }).flat() as Record<string, unknown>[];
    expect(person).toMatchObject({ '@type': 'Person', name: 'My site' });
    expect(person).not.toHaveProperty('jobTitle');
    expect(check(pageLd('/', { sanitySiteSettings: null }))).toEqual([]);
  });
});

describe('the structured-data check can fail', () => {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'A post',
    url: `${origin}/blog/a-post`,
    image: [
      {
        '@type': 'ImageObject',
        url: `${origin}/og/blog/a-post.png`,
        width: { '@type': 'QuantitativeValue', value: 1200 },
        height: { '@type': 'QuantitativeValue', value: 630 },
      },
    ],
    datePublished: '2025-01-01T00:00:00Z',
    dateModified: '2025-01-02T00:00:00Z',
    author: { '@type': 'Person', name: 'Aarav Mehta', url: `${origin}/` },
  };

  it('passes a complete BlogPosting', () => {
    expect(check([posting])).toEqual([]);
  });

  it.each([
    ['no image', { image: undefined }, 'an article needs an image'],
    [
      'a thumbnail too small for Google',
      {
        image: [{ '@type': 'ImageObject', url: `${origin}/t.png`, width: 190, height: 107 }],
      },
      'under 50000 pixels',
    ],
    ['a date without a time zone', { datePublished: '2025-01-01T00:00:00' }, 'time zone'],
    ['a relative url', { url: '/blog/a-post' }, 'is not an absolute URL'],
    ['a property BlogPosting does not have', { rating: 5 }, 'rating is not a property'],
    [
      '"By" in the author name',
      { author: { '@type': 'Person', name: 'By Aarav', url: `${origin}/` } },
      'name alone',
    ],
    ['an edit before publishing', { dateModified: '2024-12-31T00:00:00Z' }, 'before datePublished'],
    ['no headline', { headline: ' ' }, 'headline'],
  ])('flags %s', (_, change, problem) => {
    const problems = check([{ ...posting, ...change }]);
    expect(problems.join('\n')).toContain(problem);
  });
});
