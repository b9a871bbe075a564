import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../client/client';

/** What one request answered: its data, or a message for people. `key` names the request. */
type Answer<T> = { key: string; data: T } | { key: string; error: string; status: number };

export type Loaded<T> = {
  /** The last answer's data for the current key (kept while a reload runs). */
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  /** The failed request's HTTP status (0: the network), when it failed. */
  status: number | undefined;
  /** Ask again (after a failure, or to refresh). */
  reload: () => void;
  /** Replace the data in place after a change the server confirmed. */
  update: (change: (data: T) => T) => void;
};

/**
 * Data from the API for `key` (a new key is a new request; the previous one is aborted), with
 * loading, failed and reload states. `load` must only depend on what `key` names.
 */
export function useLoad<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  const requestKey = key === undefined ? undefined : `${key}#${attempt}`;

  useEffect(() => {
    if (requestKey === undefined) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, data });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        const status = reason instanceof ApiError ? reason.status : -1;
        // ApiError messages are written for people; anything else is a bug, logged.
        if (status === -1) console.warn('Request failed', reason);
        setAnswer({
          key: requestKey,
          error: reason instanceof ApiError ? reason.message : 'Something went wrong.',
          status,
        });
      },
    );
    return () => controller.abort();
    // `load` belongs to `key` (see above); a new function for the same key is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((now) => (now && 'data' in now ? { key: now.key, data: change(now.data) } : now)),
    [],
  );

  const current = answer?.key === requestKey ? answer : undefined;
  // While reloading the same key, keep showing the last data instead of a loader.
  const sameKey = answer && key !== undefined && answer.key.startsWith(`${key}#`);
  return {
    data: answer && 'data' in answer && sameKey ? answer.data : undefined,
    loading: requestKey !== undefined && current === undefined,
    error: current && 'error' in current ? current.error : undefined,
    status: current && 'error' in current ? current.status : undefined,
    reload,
    update,
  };
}
