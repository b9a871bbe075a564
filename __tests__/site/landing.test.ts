import type { IGatsbyImageData } from 'gatsby-plugin-image';
import {
  toExperienceItems,
  toHeroPortrait,
  toLatestPosts,
  type ExperienceNode,
  type LandingPostNode,
} from '../../src/mappers/landing';
import { projects } from '../../src/data/projects';
import { skills } from '../../src/data/skills';
import { testimonials } from '../../src/data/testimonials';

/** Gatsby image data, told apart by its fallback src. */
const picture = (src: string): IGatsbyImageData => ({
  layout: 'constrained',
  width: 480,
  height: 300,
  images: { fallback: { src } },
});

/** An entry as the SanityExperienceEntry fragment returns it; fields left out are null. */
const entry = (fields: Partial<ExperienceNode>): ExperienceNode => ({
  _id: null,
  company: null,
  role: null,
  startDate: null,
  endDate: null,
  description: null,
  images: null,
  ...fields,
});

describe('toExperienceItems', () => {
  it('maps entries newest first, with Present for a missing end date', () => {
    const items = toExperienceItems([
      entry({
        _id: 'old',
        company: 'Old Co',
        role: 'Intern',
        startDate: '2022-01-01',
        endDate: '2022-06-30',
        description: ' Did things. ',
        images: [],
      }),
      entry({
        _id: 'new',
        company: 'New Co',
        role: 'Engineer',
        startDate: '2025-07-14',
        description: 'Builds.',
      }),
    ]);
    expect(items.map((i) => i.id)).toEqual(['new', 'old']);
    expect(items[0]).toMatchObject({ company: 'New Co', endDate: null, images: [] });
    expect(items[1]).toMatchObject({ description: 'Did things.', endDate: '2022-06-30' });
  });

  it('keeps images with an asset, naming them when the asset has no alt text', () => {
    const [thumbA, fullA, thumbC] = [picture('a-480'), picture('a-800'), picture('c-480')];
    const [item] = toExperienceItems([
      entry({
        _id: 'x',
        company: 'Nimbus Labs',
        role: 'Engineer',
        startDate: '2025-01-01',
        images: [
          { _key: 'a', asset: { _id: 'img-a', altText: null, thumb: thumbA, full: fullA } },
          { _key: 'b', asset: null },
          null,
          {
            _key: null,
            asset: { _id: 'img-c', altText: 'Team photo', thumb: thumbC, full: null },
          },
        ],
      }),
    ]);
    expect(item!.images).toEqual([
      { key: 'a', alt: 'Nimbus Labs, photo 1 of 2', data: { thumb: thumbA, full: fullA } },
      { key: 'img-c', alt: 'Team photo', data: { thumb: thumbC, full: null } },
    ]);
  });

  it('drops entries without a company, role or start date', () => {
    expect(
      toExperienceItems([
        entry({ _id: 'a', role: 'x', startDate: '2020-01-01' }),
        entry({ _id: 'b', company: 'x', startDate: '2020-01-01' }),
        entry({ _id: 'c', company: 'x', role: 'y' }),
        entry({ _id: 'd', company: '  ', role: 'y', startDate: '2020-01-01' }),
      ]),
    ).toEqual([]);
    expect(toExperienceItems([])).toEqual([]);
  });
});

describe('toLatestPosts', () => {
  const cover = (n: number) => picture(`cover-${n}`);
  const node = (n: number): LandingPostNode => ({
    title: `Post ${n}`,
    slug: { current: `post-${n}` },
    mainImage: { alt: `Cover ${n}`, asset: { gatsbyImage: cover(n), metadata: null } },
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
      image: { alt: 'Cover 0', data: cover(0) },
    });
  });

  it('skips posts without a slug or title and tolerates a missing image', () => {
    const posts = toLatestPosts([
      { title: 'No slug', slug: { current: null }, mainImage: null },
      { title: null, slug: { current: 'no-title' }, mainImage: null },
      { title: 'Bare', slug: { current: 'bare' }, mainImage: null },
      { title: 'No asset', slug: { current: 'no-asset' }, mainImage: { alt: 'x', asset: null } },
    ]);
    expect(posts).toEqual([
      { slug: 'bare', title: 'Bare', image: undefined },
      { slug: 'no-asset', title: 'No asset', image: undefined },
    ]);
  });
});

describe('toHeroPortrait', () => {
  it("gives the profile's portrait with its alt text", () => {
    const data = picture('/portrait.webp');
    expect(
      toHeroPortrait(
        { portrait: { alt: ' Aarav at his desk ', asset: { gatsbyImage: data } } },
        'Aarav',
      ),
    ).toEqual({ alt: 'Aarav at his desk', data });
  });

  it("falls back to the owner's name for an empty alt text", () => {
    const data = picture('/portrait.webp');
    expect(
      toHeroPortrait({ portrait: { alt: '  ', asset: { gatsbyImage: data } } }, 'Aarav'),
    ).toEqual({ alt: 'Aarav', data });
  });

  it('is undefined (the hero draws its illustration) without a profile, portrait or image', () => {
    expect(toHeroPortrait(null, 'Aarav')).toBeUndefined();
    expect(toHeroPortrait({ portrait: null }, 'Aarav')).toBeUndefined();
    expect(toHeroPortrait({ portrait: { alt: 'x', asset: null } }, 'Aarav')).toBeUndefined();
    expect(
      toHeroPortrait({ portrait: { alt: 'x', asset: { gatsbyImage: null } } }, 'Aarav'),
    ).toBeUndefined();
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
