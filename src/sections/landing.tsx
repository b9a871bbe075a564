// The landing page's sections below the hero as the page renders them. Each is a chunk of its
// own that the page loads and hydrates only when the visitor comes near it (or fetches ahead
// at the first scroll or touch); until then its static HTML stays as built. Each keeps its
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
import { hydrateLazily } from '../components/HydrateLater';

export const AboutSection = hydrateLazily<Omit<AboutProps, 'resumeOpen' | 'onResumeOpenChange'>>(
  () => import('./landing-parts/About'),
  'landing-about',
  'near',
);

export const EducationSection = hydrateLazily<EducationProps>(
  () => import('./landing-parts/Education'),
  'landing-education',
  'near',
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
