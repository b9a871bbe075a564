import { createElement } from 'react';

/**
 * The sample content's site settings (content/site.yaml) as the `SiteSettings` static query
 * returns them, for tests that render site components without Gatsby: mock `gatsby` with
 * `useStaticQuery: () => sampleSiteQuery` (see `gatsbyMock`).
 */
export const sampleSiteSettings = {
  name: 'Aarav Mehta',
  shortName: 'Aarav',
  role: 'Software Engineer',
  headline: 'Full-stack developer building fast, accessible web and mobile apps.',
  location: 'Indore, India',
  email: 'hello@aaravmehta.dev',
  keywords: [
    'software engineer',
    'full-stack developer',
    'portfolio',
    'React',
    'Node.js',
    'TypeScript',
    'Indore',
  ],
  geo: { region: 'IN-MP', placename: 'Indore' },
  social: {
    instagram: 'https://www.instagram.com/aarav.codes',
    linkedin: 'https://www.linkedin.com/in/aarav-mehta-dev',
    github: 'https://github.com/aarav-mehta-dev',
    twitter: 'https://twitter.com/aarav_codes',
    medium: 'https://medium.com/@aarav-mehta-dev',
  },
  blog: {
    subtitle: 'Notes on React, Node.js, databases and shipping software, by Aarav Mehta.',
    description:
      "Articles by Aarav Mehta on React, Node.js, databases, DevOps and a developer's career.",
    keywords: ['blog', 'coding', 'React', 'Node.js', 'TypeScript'],
  },
  photos: {
    description:
      'Photos and reels from Aarav Mehta, a software engineer in Indore, India: code, community events and life in Indore.',
    keywords: ['photos', 'Instagram', 'Indore', 'developer life'],
  },
  pages: { connect: true, projects: true, photos: true },
} satisfies Queries.SanitySiteIdentityFragment;

export const sampleSiteQuery: Queries.SiteSettingsQuery = {
  sanitySiteSettings: sampleSiteSettings,
  sanityConnectPage: { _id: 'connectPage' },
  allSanityProject: { totalCount: 8 },
};

/**
 * The `gatsby` module for site tests: `jest.mock('gatsby', () => jest.requireActual(…).gatsbyMock())`.
 * The static query answers with the sample settings, `Link` is a plain anchor to `to`, and
 * `navigate` is a mock a test reads with `jest.mocked(navigate)`.
 */
export const gatsbyMock = () => ({
  graphql: () => '',
  useStaticQuery: () => sampleSiteQuery,
  navigate: jest.fn(),
  Link: ({ to, ...rest }: { to: string } & Record<string, unknown>) =>
    createElement('a', { href: to, ...rest }),
});
