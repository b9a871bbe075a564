import {
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from '@emotion/styled';
import { useHydrated } from '../hooks/useHydrated';
import { RENDER_ALL } from '../lib/belowFold';

/**
 * Lets React hydrate what is inside in small slices instead of one long task.
 *
 * The static HTML already shows this content, so there is no rush to make it interactive.
 * React hydrates a server-rendered Suspense boundary at its lowest ("offscreen") priority,
 * which is time-sliced: the main thread is handed back every few milliseconds, so the page
 * stays responsive and Total Blocking Time stays low. Nothing here ever suspends; on a
 * client-side navigation the boundary renders its children at once, like a fragment.
 *
 * One rule keeps it working: a parent must not re-render the boundary with new props while it
 * is still waiting to hydrate, or React hydrates it at once at the update's priority. Keep
 * state inside the boundary (see `hydrateLater`), not above it.
 */
function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Wraps a component in `HydrateLater` and `memo`, so that a parent's re-render with the same
 * props does not disturb the boundary before it has hydrated.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>) {
  // TypeScript cannot relate a generic P to the JSX attribute types; the props pass through.
  const Inner = Component as ComponentType<object>;
  const Wrapped = memo(function HydrateLaterComponent(props: P) {
    return (
      <HydrateLater>
        <Inner {...props} />
      </HydrateLater>
    );
  });
  Wrapped.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return Wrapped;
}

const isServer = typeof window === 'undefined';

type GateState = {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
  /** The part inside has hydrated (its layout effects ran). */
  hydrated: boolean;
  whenHydrated: Promise<void>;
  markHydrated: () => void;
};

/** One gate per boundary id, opened by the first interaction inside it. */
const gates = new Map<string, GateState>();

/**
 * A promise React's use() reads as settled without waiting: use() first looks at a promise's
 * `status` and `value` (the fields React itself writes on every promise it waits for), and a
 * promise marked fulfilled is read at once, without suspending.
 */
function settled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

const OPEN = settled(Promise.resolve());

function gateFor(id: string): GateState {
  let gate = gates.get(id);
  if (!gate) {
    let resolve = () => {};
    const opened = new Promise<void>((done) => {
      resolve = done;
    });
    let resolveHydrated = () => {};
    const whenHydrated = new Promise<void>((done) => {
      resolveHydrated = done;
    });
    const made: GateState = {
      open: false,
      opened,
      release: () => {
        made.open = true;
        void settled(opened);
        resolve();
      },
      hydrated: false,
      whenHydrated,
      markHydrated: () => {
        made.hydrated = true;
        resolveHydrated();
      },
    };
    gates.set(id, made);
    gate = made;
  }
  return gate;
}

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

/** Events that mean the visitor is about to use what is inside. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Events that mean a person is on the page (a load test or a crawler sends none of them). */
const PRESENCE = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const;

let present = false;
const presenceWaiters = new Set<() => void>();

function noticePresence() {
  present = true;
  for (const type of PRESENCE) {
    window.removeEventListener(type, noticePresence, { capture: true });
  }
  const waiters = [...presenceWaiters];
  presenceWaiters.clear();
  for (const waiter of waiters) waiter();
}

/**
 * Calls `callback` once, at the first sign of a person on the page (a pointer move, a touch,
 * a key, a wheel turn or a scroll; at once if there has been one). Returns the cancel.
 */
function onPresence(callback: () => void): () => void {
  if (present) {
    callback();
    return () => {};
  }
  if (presenceWaiters.size === 0) {
    for (const type of PRESENCE) {
      window.addEventListener(type, noticePresence, { capture: true, passive: true });
    }
  }
  presenceWaiters.add(callback);
  return () => presenceWaiters.delete(callback);
}

/**
 * When a waiting boundary opens:
 * - `interaction`: the visitor reaches into it (pointer down, touch, focus or a key inside);
 * - `near`: that, or its content comes within one screen of the viewport;
 * - `presence`: that, or the first sign of a person anywhere on the page (see `onPresence`).
 */
export type HydrateWhen = 'interaction' | 'near' | 'presence';

/** Opens gate `id` when `when` says, watching the wrapper `ref` (see `HydrateWhen`). */
function useGateOpener(ref: RefObject<HTMLElement | null>, id: string, when: HydrateWhen) {
  useEffect(() => {
    const gate = gateFor(id);
    const element = ref.current;
    // Nothing to watch unless the server's HTML is there, waiting: on a client-side navigation
    // the part renders at once (a lazy one shows nothing until its chunk is in, if it is not yet).
    if (gate.open || !element?.firstElementChild) return;
    const releaseHeld = holdEarlyClicks(element, gate);
    const stops: (() => void)[] = [];
    const stop = () => {
      for (const undo of stops) undo();
    };
    const open = () => {
      gate.release();
      stop();
    };
    // On window, capturing: React's own listener on its root container stops a press aimed
    // at a boundary it cannot hydrate, so the gate has to open before React sees the event.
    const inside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, inside, { capture: true, passive: true });
    }
    stops.push(() => {
      for (const type of INTERACTIONS) window.removeEventListener(type, inside, { capture: true });
    });
    // The wrapper is `display: contents` (no box to observe): its content is watched instead.
    const content = element.firstElementChild;
    if (when === 'near' && typeof IntersectionObserver === 'undefined') open();
    else if (when === 'near') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(content);
      stops.push(() => observer.disconnect());
    }
    if (when === 'presence') stops.push(onPresence(open));
    return () => {
      stop();
      releaseHeld();
    };
  }, [ref, id, when]);
}

/**
 * Holds a click (or the click a key makes) aimed at the part while it has not hydrated, and
 * clicks the same element again once it has. React drops a press on a part it cannot hydrate
 * yet (its code may still be on its way), so without this a visitor's first tap on a section
 * they just scrolled to, or a key pressed right after tabbing into it, would do nothing.
 */
function holdEarlyClicks(element: HTMLElement, gate: GateState): () => void {
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (gate.hydrated || !(target instanceof Element) || !element.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    void gate.whenHydrated.then(() => {
      let clickable: Element | null = target;
      while (clickable && !(clickable instanceof HTMLElement)) clickable = clickable.parentElement;
      if (clickable?.isConnected) clickable.click();
    });
  };
  window.addEventListener('click', hold, { capture: true });
  const release = () => window.removeEventListener('click', hold, { capture: true });
  void gate.whenHydrated.then(release);
  return release;
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
function GatedBoundary({
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

/**
 * Like `hydrateLater`, but the boundary is not hydrated at all until the visitor reaches into
 * it (pointer down, touch, focus or a key press inside); its static HTML stays as it is.
 *
 * For large, mostly static content that is on screen at load (a post's body): hydrating it
 * costs the phone a long stretch of main-thread work right when the page should respond,
 * and most readers only read it. A component that suspends while a server-rendered boundary
 * hydrates keeps that boundary dehydrated; the first interaction inside opens the gate before
 * React handles the event, so React hydrates the boundary synchronously (selective hydration)
 * and the press reaches its handler. Plain links inside work without hydration. On a
 * client-side navigation nothing waits.
 *
 * The wrapper outside the boundary must never re-render while the boundary waits (React
 * would then drop the server HTML and render it afresh), so it holds no state that changes
 * after hydration. `id` names the boundary; it must be unique on a page.
 */
export function hydrateOnInteraction<P extends object>(Component: ComponentType<P>, id: string) {
  const Inner = Component as ComponentType<object>;
  const Wrapped = memo(function HydrateOnInteractionComponent(props: P) {
    return (
      <GatedBoundary id={id} when="interaction">
        <Inner {...props} />
      </GatedBoundary>
    );
  });
  Wrapped.displayName = `HydrateOnInteraction(${Component.displayName ?? Component.name})`;
  return Wrapped;
}

/**
 * Fetches a lazy part's chunk (`load`, the loader hydrateLazily keeps) at the first sign of
 * a person on the page, so that it is in when they ask for it (loaded and evaluated, not
 * rendered: nothing hydrates before its gate opens).
 */
export function usePrefetchOnPresence(load: () => Promise<unknown>) {
  useEffect(
    () =>
      onPresence(() => {
        load().catch(() => {
          // Harmless here: rendering the part asks again and reports the error.
        });
      }),
    [load],
  );
}

/**
 * `load`, run once while it succeeds. Its promise is kept and marked settled as the chunk
 * arrives, so a part whose chunk is in renders at once wherever it mounts again: use() reads a
 * settled promise without suspending. (React.lazy suspended every first mount of a part, even
 * with its chunk fetched ahead by usePrefetchOnPresence: coming back to a page, its parts were
 * missing for a moment, and the router restored the scroll on a page too short for it.) A load
 * that failed is tried again by the next caller.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (!kept) {
      const promise: Promise<T> = load().then(
        (value) => {
          void Object.assign(promise, { status: 'fulfilled', value });
          return value;
        },
        (error: unknown) => {
          kept = undefined;
          throw error;
        },
      );
      kept = promise;
    }
    return kept;
  };
}

/**
 * A part whose code is a chunk of its own, loaded only when the part is needed: its static
 * HTML stays as built (links work, nothing moves) until `when` says (see `HydrateWhen`), then
 * the chunk loads and the part hydrates. At the first sign of a person on the page the chunk
 * is loaded ahead (not rendered), so that a press inside rarely waits for the network: React drops
 * a press aimed at a part whose code has not arrived.
 *
 * For what a page needs only after a scroll, a tap or a key: a page load that nobody touches
 * (a phone that only reads the top of the page) never downloads, compiles or hydrates it. On a
 * client-side navigation the part renders as soon as its chunk is in (nothing before it: keep
 * such parts below the fold). The build renders it in full (Gatsby's renderer waits for lazy
 * parts). `id` names the boundary; it must be unique on a page. A part below the first screen
 * that waits for `presence` says so with `belowFold` (a `near` one is below it by definition), so
 * the browser may skip its style, layout and paint until it comes near (WrapperBelowFold).
 */
export function hydrateLazily<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  id: string,
  when: HydrateWhen,
  { belowFold }: { belowFold?: boolean } = {},
) {
  const chunk = loadOnce(load);
  function Inner(props: object) {
    const Part = use(chunk()).default as ComponentType<object>;
    return <Part {...props} />;
  }
  const Wrapped = memo(function HydrateLazilyComponent(props: P) {
    usePrefetchOnPresence(chunk);
    return (
      <GatedBoundary id={id} when={when} belowFold={belowFold}>
        <Inner {...props} />
      </GatedBoundary>
    );
  });
  Wrapped.displayName = `HydrateLazily(${id})`;
  return Wrapped;
}
