import { toExperienceItems, toLatestPosts } from '../../src/mappers/landing';
import { projects } from '../../src/data/projects';
import { skills } from '../../src/data/skills';
import { testimonials } from '../../src/data/testimonials';

describe('toExperienceItems', () => {
  it('maps entries newest first, with Present for a missing end date', () => {
    const items = toExperienceItems([
      {
        _id: 'old',
        company: 'Old Co',
        role: 'Intern',
        startDate: '2022-01-01',
        endDate: '2022-06-30',
        description: ' Did things. ',
        images: [],
      },
      {
        _id: 'new',
        company: 'New Co',
        role: 'Engineer',
        startDate: '2025-07-14',
        endDate: null,
        description: 'Builds.',
        images: null,
      },
    ]);
    expect(items.map((i) => i.id)).toEqual(['new', 'old']);
    expect(items[0]).toMatchObject({ company: 'New Co', endDate: null, images: [] });
    expect(items[1]).toMatchObject({ description: 'Did things.', endDate: '2022-06-30' });
  });

  it('keeps images with an asset, naming them when the asset has no alt text', () => {
    const [item] = toExperienceItems([
      {
        _id: 'x',
        company: 'Nimbus Labs',
        role: 'Engineer',
        startDate: '2025-01-01',
        images: [
          { _key: 'a', asset: { _id: 'img-a', thumb: { t: 1 }, full: { f: 1 } } },
          { _key: 'b', asset: null },
          {
            _key: 'c',
            asset: { _id: 'img-c', altText: 'Team photo', thumb: { t: 2 }, full: null },
          },
        ],
      },
    ]);
    expect(item!.images).toEqual([
      { key: 'a', alt: 'Nimbus Labs, photo 1 of 2', data: { thumb: { t: 1 }, full: { f: 1 } } },
      { key: 'c', alt: 'Team photo', data: { thumb: { t: 2 }, full: null } },
    ]);
  });

  it('drops entries without a company, role or start date', () => {
    expect(
      toExperienceItems([
        null,
        { _id: 'a', role: 'x', startDate: '2020-01-01' },
        { _id: 'b', company: 'x', startDate: '2020-01-01' },
        { _id: 'c', company: 'x', role: 'y' },
      ]),
    ).toEqual([]);
    expect(toExperienceItems(undefined)).toEqual([]);
  });
});

describe('toLatestPosts', () => {
  const node = (n: number) => ({
    title: `Post ${n}`,
    slug: { current: `post-${n}` },
    mainImage: { alt: `Cover ${n}`, asset: { gatsbyImage: { n } } },
  });

  it('keeps at most six posts in the given order', () => {
    const posts = toLatestPosts(Array.from({ length: 8 }, (_, i) => node(i)));
    expect(posts.map((p) => p.slug)).toEqual([
      'post-0',
      'post-1',
      'post-2',
      'post-3',
      'post-4',
      'post-5',
    ]);
    expect(posts[0]).toEqual({
      slug: 'post-0',
      title: 'Post 0',
      image: { alt: 'Cover 0', data: { n: 0 } },
    });
  });

  it('skips posts without a slug or title and tolerates a missing image', () => {
    const posts = toLatestPosts([
      { title: 'No slug', slug: { current: null } },
      { title: null, slug: { current: 'no-title' } },
      { title: 'Bare', slug: { current: 'bare' }, mainImage: null },
    ]);
    expect(posts).toEqual([{ slug: 'bare', title: 'Bare', image: undefined }]);
  });
});

describe('fixed landing data', () => {
  it('has 8 projects with the spec fields, every link label, and one card to /connect', () => {
    expect(projects).toHaveLength(8);
    for (const p of projects) {
      expect(p.img).toMatch(/^\/landing\/projects\//);
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.link).toMatch(/^https:\/\//);
    }
    expect(new Set(projects.map((p) => p.linkText))).toEqual(
      new Set(['Link', 'Download APK', 'Visit', 'visit']),
    );
    const routed = projects.filter((p) => p.route);
    expect(routed).toEqual([
      expect.objectContaining({ route: '/connect', routeText: 'Read More' }),
    ]);
    expect(projects.some((p) => p.gif)).toBe(true);
    expect(projects.some((p) => p.detailDesc)).toBe(true);
  });

  it('has the 24 skills in the spec order', () => {
    expect(skills.map((s) => s.name).join(', ')).toBe(
      'React, .NET, Node.js, Express, Next.js, Vite, C#, TypeScript, Tailwind CSS, MongoDB, JavaScript, C++, Python, MySQL, PostgreSQL, SQLite, Sequelize, Bash, Firebase, Android, Linux | Ubuntu, NGINX, Apache Server, Figma',
    );
  });

  it('has two testimonials with text, reviewer and link', () => {
    expect(testimonials).toHaveLength(2);
    for (const t of testimonials)
      expect(t).toEqual({
        text: expect.any(String),
        reviewer: expect.any(String),
        link: expect.stringMatching(/^https:/),
      });
  });
});
