import { excerptWithoutHeading, toCategories, toSearchResult } from '../../src/search/results';

describe('Pagefind results as the search dialog lists them', () => {
  it('links to the path as indexed, with the title, date, categories and marked excerpt', () => {
    expect(
      toSearchResult('en_1', {
        url: 'https://aarav.dev/blog/postgres-indexes',
        raw_url: '/blog/postgres-indexes',
        excerpt: 'Build the index <mark>concurrently</mark> so writes keep flowing',
        meta: { title: 'PostgreSQL Indexes Explained', date: '2024-03-01T09:00:00.000Z' },
        filters: { category: ['Databases'] },
      }),
    ).toEqual({
      id: 'en_1',
      url: '/blog/postgres-indexes',
      title: 'PostgreSQL Indexes Explained',
      excerpt: 'Build the index <mark>concurrently</mark> so writes keep flowing',
      categories: ['Databases'],
      date: '2024-03-01T09:00:00.000Z',
    });
  });

  it('keeps only the path of an absolute URL, and names an untitled post by it; no date, no date', () => {
    const result = toSearchResult('en_2', {
      url: 'http://localhost:8000/blog/untitled#setup',
      excerpt: '',
      meta: { title: '  ', date: '' },
    });
    expect(result).toEqual({
      id: 'en_2',
      url: '/blog/untitled#setup',
      title: '/blog/untitled#setup',
      excerpt: '',
      categories: [],
    });
  });

  it('offers the categories in alphabetical order, and none from an index without them', () => {
    expect(toCategories({ category: { React: 3, Databases: 2, 'Node.js': 1 } })).toEqual([
      'Databases',
      'Node.js',
      'React',
    ]);
    expect(toCategories({})).toEqual([]);
  });

  it('drops the title and categories an excerpt opens with, which the result shows anyway', () => {
    const result = toSearchResult('en_3', {
      url: '/blog/react-useeffect-cleanup',
      excerpt:
        'Understanding <mark>React&#39;s</mark> useEffect Cleanup <mark>React</mark> Almost every bug in a <mark>React</mark> codebase',
      meta: { title: "Understanding React's useEffect Cleanup", date: '' },
      filters: { category: ['React'] },
    });
    expect(result.excerpt).toBe('Almost every bug in a <mark>React</mark> codebase');
  });

  it('drops a heading the excerpt starts inside, but never a lone word or the whole excerpt', () => {
    const heading = 'Debounce vs Throttle in JavaScript Career, React';
    expect(
      excerptWithoutHeading('Throttle in JavaScript Career, React Search boxes fire', heading),
    ).toBe('Search boxes fire');
    expect(excerptWithoutHeading('React hooks run after paint', heading)).toBe(
      'React hooks run after paint',
    );
    expect(excerptWithoutHeading('Debounce vs Throttle in JavaScript Career, React', heading)).toBe(
      'Debounce vs Throttle in JavaScript Career, React',
    );
    expect(excerptWithoutHeading('a body passage with <mark>throttle</mark>', heading)).toBe(
      'a body passage with <mark>throttle</mark>',
    );
  });
});
