import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors';
import {
  decodeCursor,
  deleteComment,
  listComments,
  listModeration,
  setHidden,
} from '../../data/moderation';
import {
  AdminComment,
  AdminCommentPage,
  AdminCommentsQuery,
  HiddenBody,
  IdParams,
  ModerationLog,
  Slug,
  type CommentStatus,
  type Owner,
} from '../../../shared/schemas';

const STATUSES: readonly string[] = ['all', 'visible', 'hidden'] satisfies CommentStatus[];
const SLUG = new RegExp(Slug.pattern ?? '');

/** The owner's account and comment moderation under /api/admin (registered by ./index.ts). */
const commentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/me', async (request): Promise<Partial<Owner>> => ({
    username: request.user?.username,
    email: request.user?.email,
  }));

  app.get(
    '/comments',
    { schema: { querystring: AdminCommentsQuery, response: { 200: AdminCommentPage } } },
    async (request) => {
      const { status = 'all', post, before, limit = '50' } = request.query;
      if (!STATUSES.includes(status)) throw httpError(400, 'status must be all, visible or hidden');
      if (post !== undefined && !SLUG.test(post)) throw httpError(400, 'post must be a post slug');
      if (!/^(100|[1-9][0-9]?)$/.test(limit)) {
        throw httpError(400, 'limit must be a whole number from 1 to 100');
      }
      const cursor = before === undefined ? undefined : decodeCursor(before);
      if (before !== undefined && !cursor) {
        throw httpError(400, 'before must be the `next` of a previous page');
      }
      return listComments(
        app.db,
        { status: status as CommentStatus, post, before: cursor },
        Number(limit),
      );
    },
  );

  app.patch(
    '/comments/:id',
    {
      bodyLimit: 1024,
      schema: { params: IdParams, body: HiddenBody, response: { 200: AdminComment } },
    },
    async (request) => {
      const result = await setHidden(
        app.db,
        request.params.id,
        request.body.hidden,
        actorOf(request.user),
      );
      if (!result) throw httpError(404, 'Comment not found');
      if (result.changed) await app.commentChanges.publish(result.comment.postSlug);
      return result.comment;
    },
  );

  app.delete('/comments/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const deleted = await deleteComment(app.db, request.params.id, actorOf(request.user));
    if (!deleted) throw httpError(404, 'Comment not found');
    await app.commentChanges.publish(deleted.postSlug);
    return reply.code(204).send();
  });

  app.get('/moderation', { schema: { response: { 200: ModerationLog } } }, async () => ({
    entries: await listModeration(app.db),
  }));
};

/** The owner check has run: a request that got here has its user. */
function actorOf(user: { id: string; username: string } | null) {
  if (!user) throw new Error('owner route reached without an owner');
  return { id: user.id, username: user.username };
}

export default commentRoutes;
