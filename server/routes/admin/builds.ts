import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/errors';
import type { BuildList, BuildRecord } from '../../../shared/schemas';

/** What /admin needs of the build runner (server/publishing/builds.ts), when the server runs one. */
export type AdminBuilds = {
  list(): BuildRecord[];
  request(reason: string): BuildRecord;
};

type BuildRoutesOptions = {
  /** The build runner, when builds run on this server (AUTO_BUILD with releases). */
  builds?: AdminBuilds;
};

const BUILDS_OFF =
  'Builds are off on this server: it builds only when it serves the site from releases ' +
  '(no PUBLIC_DIR; `npm start` publishes the first one) with AUTO_BUILD=true. See docs/publishing.md.';

/** GET /api/admin/builds (the list) and POST /api/admin/builds (queue one). */
const buildRoutes: FastifyPluginAsync<BuildRoutesOptions> = async (app, options) => {
  app.get('/builds', async (): Promise<BuildList> => ({
    enabled: options.builds !== undefined,
    builds: options.builds?.list() ?? [],
  }));

  // The site sends `{}`; nothing in the body is read.
  app.post('/builds', { bodyLimit: 1024 }, async (_request, reply) => {
    if (!options.builds) throw httpError(409, BUILDS_OFF);
    return reply.code(202).send(options.builds.request('requested in /admin'));
  });
};

export default buildRoutes;
