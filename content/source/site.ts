import type { CategorySource, ExperienceSource, ProfileSource } from '../generate/dataset';

export const categories: CategorySource[] = [
  { id: 'category-react', title: 'React', description: 'Components, hooks and the browser.' },
  { id: 'category-node', title: 'Node.js', description: 'APIs, servers and backend TypeScript.' },
  {
    id: 'category-databases',
    title: 'Databases',
    description: 'PostgreSQL, MongoDB, SQLite and data modelling.',
  },
  {
    id: 'category-devops',
    title: 'DevOps',
    description: 'Linux, containers, NGINX and shipping things.',
  },
  {
    id: 'category-career',
    title: 'Career',
    description: 'Learning, habits and lessons from projects.',
  },
];

export const experience: ExperienceSource[] = [
  {
    id: 'experience-nimbus-labs',
    company: 'Nimbus Labs',
    role: 'Software Engineer',
    startDate: '2025-07-14',
    description:
      'Building the customer dashboard of a logistics platform in React and TypeScript, and the Node.js services behind it. Cut the dashboard’s load time by 40% by splitting bundles and moving reports to server-side pagination.',
    images: [
      { caption: 'Dashboard launch', kind: 'desk', alt: 'A monitor showing the new dashboard' },
      { caption: 'Indore office', kind: 'city', alt: 'The city skyline near the office' },
      { caption: 'Hack day', kind: 'desk', alt: 'A laptop during the team hack day' },
    ],
  },
  {
    id: 'experience-pixelforge',
    company: 'PixelForge Studios',
    role: 'Full-stack Developer Intern',
    startDate: '2024-12-02',
    endDate: '2025-06-27',
    description:
      'Shipped features for a booking app used by 30 clinics: an Express API with PostgreSQL, a React admin panel and an Android companion app. Wrote the integration tests that now run on every pull request.',
    images: [
      { caption: 'Sprint demo', kind: 'desk', alt: 'A screen with the sprint demo slides' },
      { caption: 'API dashboard', kind: 'desk', alt: 'Charts from the API monitoring dashboard' },
      { caption: 'Team trip', kind: 'landscape', alt: 'Hills at sunset on the team trip' },
      { caption: 'Clinic visit', kind: 'city', alt: 'Buildings near a clinic we visited' },
      { caption: 'Last day', kind: 'landscape', alt: 'A quiet evening landscape' },
    ],
  },
  {
    id: 'experience-devcircle',
    company: 'DevCircle Student Chapter',
    role: 'Technical Lead',
    startDate: '2022-08-01',
    endDate: '2024-05-31',
    description:
      'Ran weekly workshops on Git, Linux and web development for 200+ students, organised two 24-hour hackathons and mentored first-year teams through their first open-source pull requests.',
    images: [
      { caption: 'Hackathon night', kind: 'city', alt: 'The campus at night during the hackathon' },
      { caption: 'Git workshop', kind: 'desk', alt: 'Slides from the Git workshop' },
    ],
  },
  {
    id: 'experience-freelance',
    company: 'Freelance',
    role: 'Web Developer',
    startDate: '2022-01-10',
    endDate: '2023-06-30',
    description:
      'Built websites and small web apps for local businesses in Indore: a restaurant ordering page, a coaching institute’s results portal and a photographer’s portfolio, all deployed on a single Ubuntu VPS behind NGINX.',
    images: [],
  },
  {
    id: 'experience-open-source',
    company: 'Open Source',
    role: 'Contributor',
    startDate: '2023-03-01',
    endDate: '2024-11-30',
    description:
      'Contributed bug fixes and documentation to JavaScript tooling projects, and maintained Connect, a group chat and video calling app built with React, Node.js and WebRTC.',
    images: [
      { caption: 'Connect release', kind: 'desk', alt: 'The Connect chat app on a monitor' },
    ],
  },
];

/** An unpublished edit: it is in the export (as Sanity's is) but the site must not show it. */
export const drafts = [
  { of: 'post-react-useeffect-cleanup', title: 'DRAFT: useEffect cleanup (rewrite in progress)' },
];

/**
 * The owner's profile. No portrait in the sample content, so the hero shows its drawn
 * illustration; add `portrait: { svg, alt }` (or upload one in the studio) to show a picture.
 */
export const profile: ProfileSource = {};
