import { AnalyticsOverview, Stack, VitalsPanel } from '../../ui';
import type { useAnalytics } from '../hooks/admin';

/** /admin's Overview tab: page views, then real visitors' Core Web Vitals, for one range. */
export function AdminOverview({
  days,
  setDays,
  summary,
  loading,
  error,
  retry,
}: ReturnType<typeof useAnalytics>) {
  return (
    <Stack gap={8}>
      <AnalyticsOverview
        summary={summary}
        days={days}
        onDaysChange={({ days: next }) => setDays(next)}
        loading={loading}
        error={error}
        onRetry={retry}
      />
      <VitalsPanel summary={summary} loading={loading} error={error} onRetry={retry} />
    </Stack>
  );
}
