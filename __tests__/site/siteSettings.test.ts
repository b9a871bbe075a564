import { isIndexable } from '../../src/lib/indexing';
import { homeCard, siteCard } from '../../src/lib/socialCard';
import {
  blogDescription,
  listInWords,
  resumeFileName,
  roleInPlace,
  siteTitle,
  toSiteAuthor,
  toSitePages,
  toSiteSettings,
  type SiteSettingsNode,
} from '../../src/mappers/site';

const content = { connectPage: true, projects: 3 };

/** A siteSettings document as the SanitySiteIdentity fragment returns it; the rest is null. */
const node = (fields: Partial<SiteSettingsNode>): SiteSettingsNode => ({
  name: null,
  shortName: null,
  role: null,
  headline: null,
  location: null,
  email: null,
  keywords: null,
  geo: null,
  social: null,
  blog: null,
  photos: null,
  pages: null,
  ...fields,
});

describe('toSiteSettings', () => {
  it('gives a neutral site without a siteSettings document', () => {
    const site = toSiteSettings(null, { connectPage: false, projects: 0 });
    expect(site).toEqual({
      name: 'My site',
      shortName: 'My',
      role: undefined,
      headline: undefined,
      location: undefined,
      email: undefined,
      keywords: [],
      social: {},
      blog: { subtitle: undefined, description: undefined, keywords: [] },
      photos: { description: undefined, keywords: [] },
      pages: { connect: false, projects: false, photos: true },
    });
    expect(siteTitle(site)).toBe('My site');
    expect(blogDescription(site)).toBe('Articles by My site.');
  });

  it("takes the owner's identity, trimmed, with only the profiles that are addresses", () => {
    const site = toSiteSettings(
      node({
        name: ' Ada Lovelace ',
        role: 'Engineer',
        location: 'London, UK',
        email: 'ada@example.org',
        keywords: ['maths', ' ', null],
        geo: { region: 'GB-LND', placename: null },
        social: {
          github: 'https://github.com/ada',
          instagram: 'not a url',
          linkedin: null,
          twitter: '',
          medium: null,
        },
      }),
      content,
    );
    expect(site).toMatchObject({
      name: 'Ada Lovelace',
      shortName: 'Ada',
      keywords: ['maths'],
      geo: { region: 'GB-LND' },
      social: { github: 'https://github.com/ada' },
    });
    expect(siteTitle(site)).toBe('Ada Lovelace | Engineer');
    expect(roleInPlace(site)).toBe('engineer in London, UK');
  });

  it('prefers the given short name', () => {
    expect(
      toSiteSettings(node({ name: 'Ada Lovelace', shortName: 'Countess' }), content).shortName,
    ).toBe('Countess');
  });
});

describe('toSitePages', () => {
  it('builds a page when its switch is on or absent and its content exists', () => {
    expect(toSitePages(null, content)).toEqual({ connect: true, projects: true, photos: true });
    expect(toSitePages({ connect: null, projects: true, photos: null }, content)).toEqual({
      connect: true,
      projects: true,
      photos: true,
    });
  });

  it('leaves a page out when switched off or without content', () => {
    expect(toSitePages({ connect: false, projects: true, photos: false }, content)).toEqual({
      connect: false,
      projects: true,
      photos: false,
    });
    expect(toSitePages(null, { connectPage: false, projects: 0 })).toEqual({
      connect: false,
      projects: false,
      photos: true,
    });
  });
});

describe('the author of the blog', () => {
  it("is the site's name, with the blog's description or a plain line", () => {
    expect(toSiteAuthor({ name: 'Ada', blog: { description: 'Notes.' } })).toEqual({
      name: 'Ada',
      blogDescription: 'Notes.',
    });
    expect(toSiteAuthor(null)).toEqual({
      name: 'My site',
      blogDescription: 'Articles by My site.',
    });
  });
});

describe('small helpers', () => {
  it('names the résumé after its owner', () => {
    expect(resumeFileName('Aarav Mehta')).toBe('Aarav-Mehta-Resume.pdf');
    expect(resumeFileName('Zoë  O’Brien')).toBe('Zoë-O-Brien-Resume.pdf');
    expect(resumeFileName('  ')).toBe('Resume.pdf');
  });

  it('lists in words', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['blog'])).toBe('blog');
    expect(listInWords(['projects', 'experience', 'blog'])).toBe('projects, experience and blog');
  });

  it('leaves the owner’s area, the account forms and 404 out of search engines', () => {
    const owners = ['/admin', '/admin/', '/login/', '/signup', '/404', '/404.html', '/account/'];
    for (const path of [...owners, '/forgot-password/', '/reset-password', '/verify-email/']) {
      expect([path, isIndexable(path)]).toEqual([path, false]);
    }
    for (const path of ['/', '/blog', '/blog/a-post', '/connect/', '/insta']) {
      expect([path, isIndexable(path)]).toEqual([path, true]);
    }
  });
});

describe("the site's cards", () => {
  const site = toSiteSettings(
    node({ name: 'Ada Lovelace', role: 'Engineer', location: 'London, UK' }),
    content,
  );

  it('describe what they show', () => {
    expect(siteCard(site)).toEqual({
      src: '/og/site.png',
      width: 1200,
      height: 630,
      alt: 'Ada Lovelace, Engineer in London, UK: blog, projects and photos',
    });
    expect(homeCard(site).alt).toBe('Ada Lovelace, Engineer');
    const noPages = { ...site, pages: { connect: false, projects: false, photos: false } };
    expect(siteCard(noPages).alt).toBe('Ada Lovelace, Engineer in London, UK: blog');
  });
});
