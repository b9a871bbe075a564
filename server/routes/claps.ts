import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { postClaps } from '../db/schema';
import { httpError } from '../lib/errors';
import { ClapBody, Claps, SlugParams } from '../../shared/schemas';

/**
 * GET/POST /api/claps/:slug. A post's count starts at its `claps` in content; the first clap
 * stores that plus the clap, and every later one is a single atomic `claps = claps + n`.
 */
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
      const [row] = await app.db
        .select({ claps: postClaps.claps })
        .from(postClaps)
        .where(eq(postClaps.slug, slug));
      return { slug, claps: row ? row.claps : await contentClaps(slug) };
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
      const { count } = request.body;
      const now = new Date();
      const [updated] = await app.db
        .update(postClaps)
        .set({ claps: sql`${postClaps.claps} + ${count}`, updatedAt: now })
        .where(eq(postClaps.slug, slug))
        .returning({ claps: postClaps.claps });
      if (updated) return { slug, claps: updated.claps };

      // First clap on this post: seed from content. Concurrent first claps all land here; the
      // conflict clause turns every insert after the first into an increment.
      const start = await contentClaps(slug);
      const [row] = await app.db
        .insert(postClaps)
        .values({ slug, claps: start + count, updatedAt: now })
        .onConflictDoUpdate({
          target: postClaps.slug,
          set: { claps: sql`${postClaps.claps} + ${count}`, updatedAt: now },
        })
        .returning({ claps: postClaps.claps });
      if (!row) throw new Error('upsert returned no row');
      return { slug, claps: row.claps };
    },
  );
};

export default clapRoutes;
