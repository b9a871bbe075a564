import { useState } from 'react';
import { About, type AboutProps } from '../../../ui';

/** The About section with its résumé viewer's open state. */
export default function AboutSection(props: Omit<AboutProps, 'resumeOpen' | 'onResumeOpenChange'>) {
  const [resumeOpen, setResumeOpen] = useState(false);
  return (
    <About
      {...props}
      resumeOpen={resumeOpen}
      onResumeOpenChange={({ open }) => setResumeOpen(open)}
    />
  );
}
