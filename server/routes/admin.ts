import type { FastifyPluginAsync } from 'fastify';
import type { BuildRecord } from '../builds';

/** What /admin needs of the build runner (server/builds.ts), when the server runs one. */
export type AdminBuilds = {
  list(): BuildRecord[];
  request(reason: string): BuildRecord;
};

export type AdminRoutesOptions = {
  /** The build runner, when builds run on this server (AUTO_BUILD with releases). */
  builds?: AdminBuilds;
};

/**
 * The owner's API under /api/admin: every route answers 404 to anyone but an owner
 * (server/plugins/owner.ts).
 */
const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app) => {
  app.addHook('preHandler', app.requireOwner);

  app.get('/me', async (request) => ({
    username: request.user?.username,
    email: request.user?.email,
  }));
};

export default adminRoutes;
