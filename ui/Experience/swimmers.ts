import { useCallback, useEffect, useState } from 'react';
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

/**
 * Fish state for a page: lap times start at 10 s (so server and first client render agree),
 * are drawn from `random` after mount, and `speedUp({ id })` halves one swimmer's lap.
 */
export function useSwimmers(random: () => number = Math.random) {
  const [swimmers, setSwimmers] = useState<Swimmer[]>(() => createSwimmers(() => 0.5));
  useEffect(() => {
    setSwimmers(createSwimmers(random));
  }, [random]);
  const speedUp = useCallback(({ id }: { id: string }) => {
    setSwimmers((all) =>
      all.map((s) => (s.id === id ? { ...s, duration: halveDuration(s.duration) } : s)),
    );
  }, []);
  return { swimmers, speedUp };
}
