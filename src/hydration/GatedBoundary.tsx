import { Suspense, use, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useHydrated } from '../hooks/useHydrated';
import { RENDER_ALL } from '../lib/belowFold';
import { gateFor, isServer, OPEN } from './gates';
import { useGateOpener, type HydrateWhen } from './opener';

/**
 * Inside the boundary: while the browser hydrates it, suspends until the gate opens, which
 * keeps the boundary dehydrated (its server HTML stays as it is); then renders `children`. On
 * the server and after hydration (client-side navigation) it never waits. Children that are
 * lazy are not even requested before the gate opens, so their code is not loaded either.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  // use() on every render, with a settled promise when there is nothing to wait for: React
  // wants the same use() calls on the render that resumes as on the one that suspended.
  use(hydrating && !isServer ? gateFor(id).opened : OPEN);
  return children;
}

/** Inside the boundary, after the part: tells the gate the part has hydrated. */
function HydratedSignal({ id }: { id: string }) {
  useLayoutEffect(() => {
    gateFor(id).markHydrated();
  }, [id]);
  return null;
}

/** A box-less wrapper: the part lays out as if it were not there. */
const Wrapper = styled.div`
  display: contents;
`;

/**
 * The wrapper of a part that waits until it is near: the part is below the first screen, so
 * the browser may also skip its style, layout and paint until then (content-visibility). On a
 * long page that is most of the first layout's work, on the main thread while the page loads.
 * The part keeps a guessed height until it has been laid out once and its real one after
 * (`auto`); it is off screen either way, so nothing on screen moves. A jump down the page
 * needs the real heights: before one, every part is rendered (lib/belowFold.ts). Its layout
 * is contained, so nothing inside may be fixed to the viewport: dialogs render into <body>
 * (ui's Dialog).
 */
const WrapperBelowFold = styled(Wrapper)`
  html:not([${RENDER_ALL}]) & > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 40rem;
  }
`;

/** The boundary of `hydrateOnInteraction` and `hydrateLazily`: a box-less wrapper to watch. */
export function GatedBoundary({
  id,
  when,
  belowFold = when === 'near',
  children,
}: {
  id: string;
  when: HydrateWhen;
  /** The part starts below the first screen (see WrapperBelowFold). @default when is 'near' */
  belowFold?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useGateOpener(ref, id, when);
  const Box = belowFold ? WrapperBelowFold : Wrapper;
  return (
    <Box ref={ref}>
      <Suspense fallback={null}>
        <Gate id={id}>
          {children}
          <HydratedSignal id={id} />
        </Gate>
      </Suspense>
    </Box>
  );
}
