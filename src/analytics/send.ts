/**
 * The analytics events and how one is sent: shared by the page-view beacon (./beacon) and the
 * vitals reporter (./vitals, its own chunk), which neither imports the other's module.
 */
import { apiBase } from '../client/apiBase';

export type Device = 'mobile' | 'tablet' | 'desktop';

export type PageViewEvent = { type: 'pageview'; path: string; referrer: string; device: Device };
export type VitalsEvent = { type: 'vitals'; path: string; metrics: Record<string, number> };

/** Sends one event; a beacon survives the page being closed. */
export function send(event: PageViewEvent | VitalsEvent): void {
  const url = `${apiBase}/api/events`;
  // A string goes as text/plain, a simple request: no CORS preflight when the API is elsewhere.
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}
