import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Swimmer } from './types';

/** Shortest lap, in seconds, however often a fish is clicked. */
export const MIN_SWIM_SECONDS = 1;
/** Fish in a shoal when no count is given. */
export const DEFAULT_SHOAL_SIZE = 4;

/** A lap time between 8 and 12 seconds, from a random number in [0, 1). */
export const randomDuration = (random: () => number): number =>
  Math.round((8 + random() * 4) * 10) / 10;

/** Halves a lap time, never below one second. */
export const halveDuration = (seconds: number): number => Math.max(MIN_SWIM_SECONDS, seconds / 2);

/**
 * The section's fish: one orange fish, a grey shoal of 3 and a red shoal of the default 4.
 * `random` decides their lap times (8-12 s); pass a fixed function for deterministic output.
 */
export function createSwimmers(random: () => number): Swimmer[] {
  return [
    {
      id: 'orange',
      color: 'orange',
      count: 1,
      duration: randomDuration(random),
      top: 4,
      phase: 0.2,
    },
    { id: 'grey', color: 'grey', count: 3, duration: randomDuration(random), top: 30, phase: 0.6 },
    {
      id: 'red',
      color: 'red',
      count: DEFAULT_SHOAL_SIZE,
      duration: randomDuration(random),
      top: 62,
      phase: 0.9,
    },
  ];
}

const noSubscription = () => () => {};
/** What the server renders and hydration starts from: every lap 10 s. */
const SERVER_SWIMMERS = createSwimmers(() => 0.5);

/**
 * Fish state for a page: lap times are 10 s in the server's HTML and while React hydrates it
 * (so both renders agree), then drawn from `random` (once, on the first client render), and
 * `speedUp({ id })` halves one swimmer's lap.
 */
export function useSwimmers(random: () => number = Math.random) {
  const [drawn] = useState(() => createSwimmers(random));
  // The server snapshot during hydration, the drawn laps on every client render after it.
  const laps = useSyncExternalStore(
    noSubscription,
    () => drawn,
    () => SERVER_SWIMMERS,
  );
  // How often each swimmer was sped up, applied to whichever laps are shown.
  const [speedUps, setSpeedUps] = useState<Readonly<Record<string, number>>>({});
  const swimmers = useMemo(
    () =>
      laps.map((s) => {
        let duration = s.duration;
        for (let i = speedUps[s.id] ?? 0; i > 0 && duration > MIN_SWIM_SECONDS; i -= 1) {
          duration = halveDuration(duration);
        }
        return duration === s.duration ? s : { ...s, duration };
      }),
    [laps, speedUps],
  );
  const speedUp = useCallback(({ id }: { id: string }) => {
    setSpeedUps((counts) => ({ ...counts, [id]: (counts[id] ?? 0) + 1 }));
  }, []);
  return { swimmers, speedUp };
}
