import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { addClaps, storedClaps } from '../../data/claps';
import { httpError } from '../../lib/errors';
import { ClapBody, Claps, SlugParams } from '../../../shared/schemas';

/** GET/POST /api/claps/:slug (counting: server/data/claps.ts). */
const clapRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function contentClaps(slug: string): Promise<number> {
    const claps = await app.content.getPostClaps(slug);
    if (claps === null) throw httpError(404, 'Post not found');
    return claps;
  }

  app.get(
    '/:slug',
    { schema: { params: SlugParams, response: { 200: Claps } } },
    async (request) => {
      const { slug } = request.params;
      return { slug, claps: (await storedClaps(app.db, slug)) ?? (await contentClaps(slug)) };
    },
  );

  app.post(
    '/:slug',
    {
      bodyLimit: 1024,
      schema: { params: SlugParams, body: ClapBody, response: { 200: Claps } },
      onRequest: app.limit('claps'),
    },
    async (request) => {
      const { slug } = request.params;
      const claps = await addClaps(app.db, slug, request.body.count, () => contentClaps(slug));
      return { slug, claps };
    },
  );
};

export default clapRoutes;
