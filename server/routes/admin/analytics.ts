import type { FastifyPluginAsync } from 'fastify';
import type { Analytics } from '../../data/analytics';
import { httpError } from '../../lib/errors';

type AnalyticsRoutesOptions = { analytics: Analytics };

const RANGES = new Set(['7', '28', '90']);

/**
 * GET /api/admin/analytics?days=7|28|90: the owner's view of page views and Core Web Vitals
 * (docs/api.md). The owner plugin guards it, like every /api/admin route, before the handler
 * runs. `days` is checked in the handler, after that guard: a schema would answer a stranger's
 * bad query with 400 and so show them the route exists.
 */
const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (app, options) => {
  app.get('/analytics', async (request) => {
    const { days = '28' } = request.query as { days?: unknown };
    if (typeof days !== 'string' || !RANGES.has(days)) {
      throw httpError(400, 'days must be 7, 28 or 90');
    }
    return options.analytics.summary(Number(days));
  });
};

export default analyticsRoutes;
