import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { comments, users } from '../db/schema';
import { httpError } from '../lib/errors';
import { Comment, CommentBody, PostSlugParams } from '../schemas';

// The newest this many, oldest first: a post with a flood of comments still answers quickly.
const MAX_COMMENTS = 500;

type Row = {
  id: string;
  text: string;
  postSlug: string;
  userId: string;
  username: string;
  createdAt: Date;
};

const toComment = (row: Row): Comment => ({
  _id: row.id,
  text: row.text,
  postSlug: row.postSlug,
  userId: { _id: row.userId, username: row.username },
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/comments/:postSlug and POST /api/comments. */
const commentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const columns = {
    id: comments.id,
    text: comments.text,
    postSlug: comments.postSlug,
    userId: comments.userId,
    username: users.username,
    createdAt: comments.createdAt,
  };

  app.get(
    '/:postSlug',
    { schema: { params: PostSlugParams, response: { 200: Type.Array(Comment) } } },
    async (request) => {
      const rows = await app.db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.postSlug, request.params.postSlug))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(MAX_COMMENTS);
      return rows.reverse().map(toComment);
    },
  );

  app.post(
    '/',
    {
      bodyLimit: 16 * 1024,
      schema: { body: CommentBody, response: { 201: Comment } },
      // Session first: an anonymous flood is refused without touching the limiter's counters.
      preHandler: [app.authenticate, app.limit('comments')],
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      const text = request.body.text.trim();
      if (text.length < 1 || [...text].length > 2000) {
        throw httpError(400, 'text must be 1 to 2,000 characters');
      }
      const { postSlug } = request.body;
      if ((await app.content.getPostClaps(postSlug)) === null) {
        throw httpError(404, 'Post not found');
      }
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ postSlug, userId: user.id, text })
          .returning({ id: comments.id, createdAt: comments.createdAt });
        if (!row) throw new Error('insert returned no row');
        await app.fault('comment', 'insert');
        return row;
      });
      return reply
        .code(201)
        .send(toComment({ ...created, text, postSlug, userId: user.id, username: user.username }));
    },
  );
};

export default commentRoutes;
