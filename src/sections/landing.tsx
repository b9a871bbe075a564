// The landing page's sections below the hero as the page renders them. Each is a chunk of its
// own that the page loads and hydrates only when the visitor comes near it, or for the two
// right after the hero at the first sign of a visitor (and fetches ahead at the first scroll or
// touch); until then its static HTML stays as built. Each keeps its
// own state (src/sections/landing-parts/), so a click or a timer re-renders one section.
import type {
  AboutProps,
  ContactProps,
  EducationProps,
  ExperienceProps,
  LatestBlogsProps,
  ProjectsProps,
  SkillsProps,
  TestimonialsProps,
} from '../../ui';
import { hydrateLazily } from '../hydration';

// About and Education come right after the hero, within one screen of it, where `near` would
// load and hydrate them as the page starts: they wait for the first sign of a person instead
// (About's one control opens the résumé viewer; Education is plain links). Both start below the
// first screen, so the browser may leave them unlaid-out until they come near (belowFold).
export const AboutSection = hydrateLazily<Omit<AboutProps, 'resumeOpen' | 'onResumeOpenChange'>>(
  () => import('./landing-parts/About'),
  'landing-about',
  'presence',
  { belowFold: true },
);

export const EducationSection = hydrateLazily<EducationProps>(
  () => import('./landing-parts/Education'),
  'landing-education',
  'presence',
  { belowFold: true },
);

export const ExperienceSection = hydrateLazily<
  Omit<ExperienceProps, 'viewer' | 'onViewerChange' | 'swimmers' | 'onSpeedUp' | 'locale'>
>(() => import('./landing-parts/Experience'), 'landing-experience', 'near');

export const SkillsSection = hydrateLazily<SkillsProps>(
  () => import('./landing-parts/Skills'),
  'landing-skills',
  'near',
);

export const TestimonialsSection = hydrateLazily<TestimonialsProps>(
  () => import('./landing-parts/Testimonials'),
  'landing-testimonials',
  'near',
);

export const ProjectsSection = hydrateLazily<Omit<ProjectsProps, 'openId' | 'onOpenChange'>>(
  () => import('./landing-parts/Projects'),
  'landing-projects',
  'near',
);

export const LatestBlogsSection = hydrateLazily<LatestBlogsProps>(
  () => import('./landing-parts/LatestBlogs'),
  'landing-latest-blogs',
  'near',
);

export const ContactSection = hydrateLazily<
  Omit<ContactProps, 'sending' | 'result' | 'onSubmit' | 'onResultClose'>
>(() => import('./landing-parts/Contact'), 'landing-contact', 'near');
