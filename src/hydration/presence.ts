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
export function onPresence(callback: () => void): () => void {
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
