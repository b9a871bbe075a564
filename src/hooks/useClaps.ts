import { useCallback, useEffect, useRef, useState } from 'react';
import { addClaps, getClaps, MAX_CLAPS_PER_REQUEST } from '../client/claps';
import { useTimedValue } from './useTimedValue';

/** Clicks within this many ms of each other go to the server as one request. */
export const CLAP_BATCH_MS = 500;
/** How long the button stays highlighted after a clap (spec: 1 second). */
const CLAP_HIGHLIGHT_MS = 1000;

/**
 * A post's claps. Starts from the count built into the page, then takes the API's; each clap
 * adds one at once and highlights the button for 1 s; increments are batched and sent with
 * POST /api/claps/:slug. A failed save is logged as a warning and the shown count stays.
 */
export function useClaps(slug: string, builtCount: number) {
  const [count, setCount] = useState(builtCount);
  const [highlighted, highlight] = useTimedValue<true>(CLAP_HIGHLIGHT_MS);
  const pending = useRef(0);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    getClaps(slug, controller.signal)
      .then(({ claps }) => {
        if (typeof claps === 'number') setCount(claps + pending.current);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Could not load claps; showing the built count.', error);
      });
    return () => controller.abort();
  }, [slug]);

  // Sends what is waiting, one request of at most MAX_CLAPS_PER_REQUEST at a time, until
  // nothing is left; clicks made while a request is out join the next one.
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (pending.current > 0) {
        const batch = Math.min(pending.current, MAX_CLAPS_PER_REQUEST);
        pending.current -= batch;
        try {
          const { claps } = await addClaps(slug, batch);
          if (typeof claps === 'number') setCount(claps + pending.current);
        } catch (error) {
          console.warn('Could not save claps; the count shown stays.', error);
        }
      }
    } finally {
      sending.current = false;
    }
  }, [slug]);

  // Leaving the page (client-side navigation) sends what is still waiting.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );

  const clap = useCallback(() => {
    setCount((c) => c + 1);
    highlight(true);
    pending.current += 1;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), CLAP_BATCH_MS);
  }, [flush, highlight]);

  return { count, highlighted: highlighted === true, clap } as const;
}
