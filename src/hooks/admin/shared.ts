import { useCallback, useState } from 'react';
import { ApiError } from '../../client/client';

/** A failed action's message for people. */
export const failure = (what: string, reason: unknown) =>
  `${what}: ${reason instanceof ApiError ? reason.message : 'please try again.'}`;

/** Keeps ids of requests in flight. */
export function useBusy() {
  const [busy, setBusy] = useState<string[]>([]);
  const run = useCallback(async (id: string, action: () => Promise<void>) => {
    setBusy((ids) => [...ids, id]);
    try {
      await action();
    } finally {
      setBusy((ids) => ids.filter((other) => other !== id));
    }
  }, []);
  return [busy, run] as const;
}
