import type { FastifyPluginAsync } from 'fastify';

export type EventRoutesOptions = {
  /** Days of daily totals kept (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
};

/** POST /api/events: page views and Core Web Vitals beacons (server/analytics.ts). */
const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async () => {};

export default eventRoutes;
