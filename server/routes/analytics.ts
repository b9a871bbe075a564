import type { FastifyPluginAsync } from 'fastify';

/** GET /api/admin/analytics: the owner's view of page views and Core Web Vitals. */
const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireOwner);
};

export default analyticsRoutes;
