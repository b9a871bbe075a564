import { memo, Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

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

type Gate = { open: boolean; opened: Promise<void>; release: () => void };

/** One gate per boundary id, opened by the first interaction inside it. */
const gates = new Map<string, Gate>();

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve = () => {};
    const opened = new Promise<void>((done) => {
      resolve = done;
    });
    const made: Gate = {
      open: false,
      opened,
      release: () => {
        made.open = true;
        resolve();
      },
    };
    gates.set(id, made);
    gate = made;
  }
  return gate;
}

/**
 * Inside the boundary: while the browser hydrates it, suspends until the gate opens, which
 * keeps the boundary dehydrated. On the server and after hydration (client-side navigation)
 * it never waits. Renders nothing.
 */
function WaitForGate({ id }: { id: string }) {
  const hydrating = !useHydrated();
  if (hydrating && !isServer) {
    const gate = gateFor(id);
    if (!gate.open) use(gate.opened);
  }
  return null;
}

/** Events that mean the visitor is about to use what is inside. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

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
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const gate = gateFor(id);
      const element = ref.current;
      if (gate.open || !element) return;
      // On window, capturing: React's own listener on its root container stops a press aimed
      // at a boundary it cannot hydrate, so the gate has to open before React sees the event.
      const stop = () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, open, { capture: true });
      };
      const open = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        gate.release();
        stop();
      };
      for (const type of INTERACTIONS) {
        window.addEventListener(type, open, { capture: true, passive: true });
      }
      return stop;
    }, []);
    return (
      <div ref={ref} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <WaitForGate id={id} />
          <Inner {...props} />
        </Suspense>
      </div>
    );
  });
  Wrapped.displayName = `HydrateOnInteraction(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
