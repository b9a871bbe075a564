import { useEffect, type RefObject } from 'react';
import { gateFor, type GateState } from './gates';
import { onPresence } from './presence';

/** Events that mean the visitor is about to use what is inside. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * When a waiting boundary opens:
 * - `interaction`: the visitor reaches into it (pointer down, touch, focus or a key inside);
 * - `near`: that, or its content comes within one screen of the viewport;
 * - `presence`: that, or the first sign of a person anywhere on the page (see `onPresence`).
 */
export type HydrateWhen = 'interaction' | 'near' | 'presence';

/** Opens gate `id` when `when` says, watching the wrapper `ref` (see `HydrateWhen`). */
export function useGateOpener(ref: RefObject<HTMLElement | null>, id: string, when: HydrateWhen) {
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
