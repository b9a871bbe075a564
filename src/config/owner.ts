/**
 * The sample owner's identity and links. An owner edits this file (and content/) to make the
 * site theirs; nothing else hard-codes who the site is about.
 */
export const owner = {
  name: 'Aarav Mehta',
  shortName: 'Aarav',
  role: 'Software Engineer',
  headline: 'Full-stack developer building fast, accessible web and mobile apps.',
  email: 'hello@aaravmehta.dev',
  location: 'Indore, India',
  social: {
    instagram: 'https://www.instagram.com/aarav.codes',
    linkedin: 'https://www.linkedin.com/in/aarav-mehta-dev',
    github: 'https://github.com/aarav-mehta-dev',
    twitter: 'https://twitter.com/aarav_codes',
    medium: 'https://medium.com/@aarav-mehta-dev',
  },
} as const;
