import type { ReactNode } from 'react';

/** One picture of an experience entry. */
export type ExperienceImage = {
  /** Stable key (the asset id). */
  key: string;
  /** Text alternative. */
  alt: string;
  /** Plain URL, used by the default renderer (stories, tests). */
  src?: string;
  /** Intrinsic width for the default renderer. @default 640 */
  width?: number;
  /** Intrinsic height for the default renderer. @default 400 */
  height?: number;
  /** Opaque image data for a custom `renderImage` (e.g. Gatsby's image data). */
  data?: unknown;
};

/** One experience entry, as the content service describes it. */
export type ExperienceItem = {
  /** Document id. */
  id: string;
  company: string;
  role: string;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  /** ISO date; absent means the job is current (shown as Present). */
  endDate?: string | null;
  description: string;
  images: ExperienceImage[];
};

/** Renders one image; `variant` says whether it is a card thumbnail or the viewer's picture. */
export type RenderExperienceImage = (
  image: ExperienceImage,
  options: { variant: 'thumbnail' | 'full'; className?: string },
) => ReactNode;

/** The image viewer's state: which entry is shown (null: closed) and the current image. */
export type ViewerState = { experienceId: string | null; index: number };

/** The viewer when nothing is selected. Closing returns to it (index 0, no selection). */
export const closedViewer: ViewerState = { experienceId: null, index: 0 };

/** One swimming fish or shoal. */
export type Swimmer = {
  id: string;
  color: 'orange' | 'grey' | 'red';
  /** How many fish swim together. */
  count: number;
  /** Seconds per lap across the section. */
  duration: number;
  /** Vertical position in % of the section height. */
  top: number;
  /** Where in its lap the swimmer starts (0..1), so they do not all enter together. */
  phase: number;
};
