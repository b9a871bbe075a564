import { useState } from 'react';
import { Projects, type ProjectsProps } from '../../../ui';

/** The Projects section with the open project's id. */
export default function ProjectsSection(props: Omit<ProjectsProps, 'openId' | 'onOpenChange'>) {
  const [projectId, setProjectId] = useState<string | null>(null);
  return <Projects {...props} openId={projectId} onOpenChange={({ id }) => setProjectId(id)} />;
}
