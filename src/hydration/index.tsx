import { memo, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { GatedBoundary } from './GatedBoundary';
import type { HydrateWhen } from './opener';
import { onPresence } from './presence';

/**
 * The hydration scheduler: parts of a page that React hydrates later than the rest, in slices
 * (`hydrateLater`), when the visitor reaches into them (`hydrateOnInteraction`), or as chunks of
 * their own loaded when they are near or a person is present (`hydrateLazily`). gates.ts holds
 * each boundary's state, presence.ts the first sign of a person, opener.ts what opens a gate
 * (and the clicks held until the part is ready), GatedBoundary.tsx the boundary itself.
 */

export type { HydrateWhen };

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
