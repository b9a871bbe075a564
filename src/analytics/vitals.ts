/**
 * The Core Web Vitals reporter, loaded once the page is idle: the web-vitals library measures the
 * page the visitor landed on (a full page load; later route changes are not new loads), and one
 * beacon carries every metric it has when the page is first hidden.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { send } from './send';

export function reportVitals(path: string): void {
  const metrics: Record<string, number> = {};
  let sent = false;
  const record = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  onTTFB(record);
  onFCP(record);
  onLCP(record);
  onCLS(record);
  onINP(record);
  // Registered after web-vitals' own listeners (which report LCP, CLS and INP on hiding), so
  // the final values are in `metrics` when this runs.
  const flush = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    send({ type: 'vitals', path, metrics });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Browsers that skip visibilitychange when a page is closed still fire pagehide.
  window.addEventListener('pagehide', flush);
}
