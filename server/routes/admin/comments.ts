import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors';
import { decodeCursor } from '../../data/comment-cursor';
import {
  approveComment,
  deleteComment,
  listComments,
  listModeration,
  setHidden,
} from '../../data/moderation';
import { commentSettings, saveCommentSettings } from '../../data/owner-settings';
import {
  AdminComment,
  AdminCommentPage,
  AdminCommentsQuery,
  CommentSettings,
  HiddenBody,
  IdParams,
  ModerationLog,
  Slug,
  type CommentStatus,
  type Owner,
} from '../../../shared/schemas';

const STATUSES: readonly string[] = ['all', 'visible', 'hidden', 'held'] satisfies CommentStatus[];
const SLUG = new RegExp(Slug.pattern ?? '');

/**
 * The owner's account, comment moderation and comment settings under /api/admin (registered by
 * ./index.ts).
 */
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
      if (!STATUSES.includes(status))
        throw httpError(400, 'status must be all, visible, hidden or held');
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

  // Publishes a comment waiting for approval; its author's next comments are not held.
  app.post(
    '/comments/:id/approve',
    { bodyLimit: 1024, schema: { params: IdParams, response: { 200: AdminComment } } },
    async (request) => {
      const result = await approveComment(app.db, request.params.id, actorOf(request.user));
      if (!result) throw httpError(404, 'Comment not found');
      if (result.changed) await app.commentChanges.publish(result.comment.postSlug);
      return result.comment;
    },
  );

  app.get('/comment-settings', { schema: { response: { 200: CommentSettings } } }, async () =>
    commentSettings(app.db),
  );

  app.put(
    '/comment-settings',
    {
      bodyLimit: 1024,
      schema: { body: CommentSettings, response: { 200: CommentSettings } },
    },
    async (request) => saveCommentSettings(app.db, request.body),
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
