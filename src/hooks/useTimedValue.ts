import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that falls back to null `ms` after it was last set: the clap highlight (1 s), the
 * 'copied to clipboard' and 'URL Copied!' confirmations (3 s). Setting it again restarts the
 * timer; the timer is cleared on unmount.
 */
export function useTimedValue<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, show] as const;
}
