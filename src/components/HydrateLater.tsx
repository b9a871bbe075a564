import { memo, Suspense, type ComponentType, type ReactNode } from 'react';

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
export function HydrateLater({ children }: { children: ReactNode }) {
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
