import { useState } from 'react';
import { getAnalytics } from '../../client/admin';
import { useLoad } from '../useLoad';

export function useAnalytics(enabled: boolean) {
  const [days, setDays] = useState(28);
  const summary = useLoad(enabled ? `analytics:${days}` : undefined, (signal) =>
    getAnalytics(days, signal),
  );
  return {
    days,
    setDays,
    summary: summary.data,
    loading: summary.loading,
    error: summary.error,
    retry: summary.reload,
  };
}
