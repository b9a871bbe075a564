// The landing page's sections as the page renders them: each keeps its own state (so a click
// or a timer re-renders one section, not the page) and hydrates in slices after first paint.
import { useCallback, useState } from 'react';
import {
  About,
  closedViewer,
  Contact,
  Education,
  Experience,
  LatestBlogs,
  Projects,
  Skills,
  Testimonials,
  useSwimmers,
  type AboutProps,
  type ContactProps,
  type ContactResult,
  type ExperienceProps,
  type ProjectsProps,
  type ViewerState,
} from '../../ui';
import { sendContactForm } from '../client/contact';
import { hydrateLater } from '../components/HydrateLater';
import { useHydrated } from '../hooks/useHydrated';

export const AboutSection = hydrateLater(function AboutSection(
  props: Omit<AboutProps, 'resumeOpen' | 'onResumeOpenChange'>,
) {
  const [resumeOpen, setResumeOpen] = useState(false);
  return (
    <About
      {...props}
      resumeOpen={resumeOpen}
      onResumeOpenChange={({ open }) => setResumeOpen(open)}
    />
  );
});

export const ExperienceSection = hydrateLater(function ExperienceSection(
  props: Omit<ExperienceProps, 'viewer' | 'onViewerChange' | 'swimmers' | 'onSpeedUp' | 'locale'>,
) {
  const hydrated = useHydrated();
  const [viewer, setViewer] = useState<ViewerState>(closedViewer);
  const { swimmers, speedUp } = useSwimmers();
  return (
    <Experience
      {...props}
      viewer={viewer}
      onViewerChange={({ viewer: next }) => setViewer(next)}
      swimmers={swimmers}
      onSpeedUp={speedUp}
      // The static HTML uses one fixed format; after hydration, the reader's own (the
      // browser's language, which is also Intl's default locale).
      locale={hydrated ? navigator.language : 'en-US'}
    />
  );
});

export const ProjectsSection = hydrateLater(function ProjectsSection(
  props: Omit<ProjectsProps, 'openId' | 'onOpenChange'>,
) {
  const [projectId, setProjectId] = useState<string | null>(null);
  return <Projects {...props} openId={projectId} onOpenChange={({ id }) => setProjectId(id)} />;
});

export const ContactSection = hydrateLater(function ContactSection(
  props: Omit<ContactProps, 'sending' | 'result' | 'onSubmit' | 'onResultClose'>,
) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ContactResult | null>(null);
  const submit = useCallback(({ form }: { form: HTMLFormElement }) => {
    setSending(true);
    sendContactForm(form)
      .then(
        () => setResult({ kind: 'success' }),
        (error: unknown) =>
          setResult({
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
      )
      .finally(() => {
        form.reset();
        setSending(false);
      });
  }, []);
  return (
    <Contact
      {...props}
      sending={sending}
      result={result}
      onSubmit={submit}
      onResultClose={() => setResult(null)}
    />
  );
});

// Sections without state: the boundary alone.
export const EducationSection = hydrateLater(Education);
export const SkillsSection = hydrateLater(Skills);
export const TestimonialsSection = hydrateLater(Testimonials);
export const LatestBlogsSection = hydrateLater(LatestBlogs);
