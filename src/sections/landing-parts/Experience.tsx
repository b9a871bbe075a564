import { useState } from 'react';
import {
  closedViewer,
  Experience,
  useSwimmers,
  type ExperienceProps,
  type ViewerState,
} from '../../../ui';
import { useHydrated } from '../../hooks/useHydrated';

/** The Experience section with its image viewer and the swimmers' speed. */
export default function ExperienceSection(
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
}
