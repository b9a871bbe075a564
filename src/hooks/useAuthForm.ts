import { useState } from 'react';
import { emptyAuthValues, type AuthValues } from '../../ui';
import { useHydrated } from './useHydrated';

/**
 * State shared by the login and signup pages: the form's values, the busy flag while a request
 * runs and the message the Error dialog shows. `run` clears the form only on success; on
 * failure the values stay and the error (or `fallback`) is shown. `ready` turns true once the
 * page has hydrated and can handle a submit.
 */
export function useAuthForm() {
  const ready = useHydrated();
  const [values, setValues] = useState<AuthValues>(emptyAuthValues);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (task: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await task();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  return {
    ready,
    values,
    setValues,
    clearValues: () => setValues(emptyAuthValues),
    busy,
    error,
    clearError: () => setError(null),
    run,
  };
}
