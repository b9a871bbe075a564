/**
 * The gates of the waiting boundaries: one per boundary id, opened by what its `when` says,
 * and told when the part inside has hydrated.
 */

export const isServer = typeof window === 'undefined';

export type GateState = {
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

export const OPEN = settled(Promise.resolve());

export function gateFor(id: string): GateState {
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
