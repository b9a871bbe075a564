import type { IGatsbyImageData } from 'gatsby-plugin-image';
import {
  toEducationEntries,
  toExperienceItems,
  toHeroPortrait,
  toLandingSettings,
  toLatestPosts,
  toProjects,
  toSkills,
  toTestimonials,
  type ExperienceNode,
  type LandingPostNode,
  type ProjectNode,
} from '../../src/mappers/landing';
import { csharpMark } from '../../ui';

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
  it("gives siteSettings' portrait with its alt text", () => {
    const data = picture('/portrait.webp');
    expect(
      toHeroPortrait({ alt: ' Ada at her desk ', asset: { gatsbyImage: data } }, 'Ada'),
    ).toEqual({ alt: 'Ada at her desk', data });
  });

  it("falls back to the owner's name for an empty alt text", () => {
    const data = picture('/portrait.webp');
    expect(toHeroPortrait({ alt: '  ', asset: { gatsbyImage: data } }, 'Ada')).toEqual({
      alt: 'Ada',
      data,
    });
  });

  it('is undefined (the hero draws its illustration) without a portrait or image', () => {
    expect(toHeroPortrait(null, 'Ada')).toBeUndefined();
    expect(toHeroPortrait({ alt: 'x', asset: null }, 'Ada')).toBeUndefined();
    expect(toHeroPortrait({ alt: 'x', asset: { gatsbyImage: null } }, 'Ada')).toBeUndefined();
  });
});

describe("the landing page's own settings", () => {
  it('keeps the bio, tech stack, banners and résumé, without empty values', () => {
    expect(
      toLandingSettings({
        bio: ['First.', ' ', null, ' Second. '],
        techStack: ' React ',
        banners: { top: ['React', ''], bottom: null },
        resume: { asset: { publicPath: '/static/abc.pdf' } },
      } as never),
    ).toEqual({
      bio: ['First.', 'Second.'],
      techStack: 'React',
      banners: { top: ['React'], bottom: [] },
      resumeUrl: '/static/abc.pdf',
    });
  });

  it('is empty without a siteSettings document', () => {
    expect(toLandingSettings(null)).toEqual({
      bio: [],
      techStack: undefined,
      banners: { top: [], bottom: [] },
      resumeUrl: undefined,
    });
  });
});

describe('toEducationEntries', () => {
  it('keeps entries with a degree, in order, and only the fields they have', () => {
    expect(
      toEducationEntries([
        { _id: 'a', degree: 'B.Sc.', institute: 'Uni', location: null, years: '2020', mapUrl: '' },
        { _id: 'b', degree: ' ', institute: 'Nowhere', location: null, years: null, mapUrl: null },
        {
          _id: null,
          degree: 'A-levels',
          institute: null,
          location: null,
          years: null,
          mapUrl: null,
        },
      ]),
    ).toEqual([
      { id: 'a', degree: 'B.Sc.', institute: 'Uni', years: '2020' },
      { id: 'education-2', degree: 'A-levels' },
    ]);
  });
});

describe('toSkills', () => {
  it("gives each skill its resolved mark, C# the ui's drawing, and an unknown icon none", () => {
    expect(
      toSkills([
        {
          name: 'React',
          icon: 'react',
          mark: { title: 'React', hex: '61DAFB', sprite: '/marks/skills.svg#react' },
        },
        { name: 'C#', icon: 'csharp', mark: null },
        { name: 'Mystery', icon: 'no-such-icon', mark: null },
        { name: ' ', icon: 'react', mark: null },
      ]),
    ).toEqual([
      {
        name: 'React',
        mark: { title: 'React', hex: '61DAFB', sprite: '/marks/skills.svg#react' },
      },
      { name: 'C#', mark: csharpMark },
      { name: 'Mystery' },
    ]);
  });
});

describe('toTestimonials', () => {
  it('keeps quotes with a text and a reviewer; the link is optional', () => {
    expect(
      toTestimonials([
        { text: ' Great. ', reviewer: 'Jo', link: 'https://example.org/r' },
        { text: 'No link', reviewer: 'Sam', link: null },
        { text: null, reviewer: 'Nobody', link: null },
      ]),
    ).toEqual([
      { text: 'Great.', reviewer: 'Jo', link: 'https://example.org/r' },
      { text: 'No link', reviewer: 'Sam' },
    ]);
  });
});

describe('toProjects', () => {
  const project = (fields: Partial<ProjectNode>): ProjectNode => ({
    _id: null,
    title: null,
    image: null,
    animation: null,
    description: null,
    details: null,
    link: null,
    linkText: null,
    page: null,
    pageText: null,
    ...fields,
  });
  const allPages = { connect: true, projects: true, photos: true };

  it('maps a card with its copied files, links and a page of this site', () => {
    const [card] = toProjects(
      [
        project({
          title: 'Connect',
          image: { alt: 'Chat bubbles', asset: { publicPath: '/static/a.svg' } },
          animation: { asset: { publicPath: '/static/b.gif' } },
          description: 'Chat.',
          details: 'More.',
          link: 'https://example.org',
          linkText: 'Link',
          page: '/connect',
          pageText: 'Read More',
        }),
      ],
      allPages,
    );
    expect(card).toEqual({
      id: 'connect',
      title: 'Connect',
      img: '/static/a.svg',
      gif: '/static/b.gif',
      imgAlt: 'Chat bubbles',
      description: 'Chat.',
      detailDesc: 'More.',
      link: 'https://example.org',
      linkText: 'Link',
      route: '/connect',
      routeText: 'Read More',
    });
  });

  it('drops a Read More to a page that is switched off, and cards without a title', () => {
    const cards = toProjects(
      [project({ title: 'Connect', page: '/connect' }), project({ title: null })],
      { ...allPages, connect: false },
    );
    expect(cards).toEqual([
      { id: 'connect', title: 'Connect', imgAlt: 'Connect', description: '' },
    ]);
  });

  it('gives cards with the same title different ids', () => {
    const cards = toProjects([project({ title: 'App' }), project({ title: 'App' })], allPages);
    expect(cards.map((c) => c.id)).toEqual(['app', 'app-2']);
  });
});
