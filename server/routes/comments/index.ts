import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors';
import { decodeCursor } from '../../data/comment-cursor';
import { addComment, listComments, type CommentPage } from '../../data/comments';
import { deleteComment } from '../../data/moderation';
import { commentSettings } from '../../data/owner-settings';
import {
  Comment,
  CommentBody,
  CommentsQuery,
  IdParams,
  PostSlugParams,
} from '../../../shared/schemas';
import { drawsInk } from '../../../shared/visible-text';

type CommentRoutesOptions = {
  /** Comments one account may hold on one post (COMMENTS_PER_POST). @default 50 */
  perPost?: number;
  /**
   * How long a post's newest page of comments may be served from memory (0, the default, turns this off).
   * A new comment posted through this process clears its post's entry at once; other replicas
   * see it within this time plus one database read (an expired list is answered while it is
   * refreshed). A comment hidden, shown again or deleted clears the entry on every replica at
   * once (`app.commentChanges`, through Redis when configured; without it other replicas catch
   * up within this time). Comments are public data, like the cached photo feed.
   */
  cacheMs?: number;
};

/** The account a limit counts (these routes run it after authenticate). */
const accountKey = (request: FastifyRequest) => request.user?.id ?? 'anonymous';

// Slugs are visitor input: the cache never holds more than this many posts.
const MAX_CACHED_POSTS = 1000;

/** GET /api/comments/:postSlug, POST /api/comments and DELETE /api/comments/:id. */
const commentRoutes: FastifyPluginAsync<CommentRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cacheMs = options.cacheMs ?? 0;
  const perPost = options.perPost ?? 50;
  /** A page as it is sent: the JSON list and the headers that tell what else there is. */
  type Served = { body: string; next: string | null; total: number };
  const serve = (page: CommentPage): Served => ({
    body: JSON.stringify(page.comments),
    next: page.next,
    total: page.total,
  });
  const read = (postSlug: string) => listComments(app.db, postSlug).then(serve);

  /**
   * A post's newest page, served. `body` is the last page read (undefined until the first read
   * finishes), fresh until `until`; `pending` is the read in flight, shared by everyone who
   * asks meanwhile.
   */
  type Entry = { until: number; body: Served | undefined; pending: Promise<Served> | undefined };
  const cache = new Map<string, Entry>();
  // A read in flight for a cleared entry finishes, but its result is not kept (see refresh).
  app.commentChanges.subscribe((postSlug) => {
    if (postSlug === null) cache.clear();
    else cache.delete(postSlug);
  });
  const sweep = (now: number) => {
    for (const [slug, entry] of cache) if (!entry.pending && entry.until <= now) cache.delete(slug);
    // Still full of live entries: drop the oldest (a Map iterates in insertion order).
    for (const slug of cache.keys()) {
      if (cache.size < MAX_CACHED_POSTS) break;
      cache.delete(slug);
    }
  };

  /** Starts one read for the entry; its result is kept only while the entry is still cached. */
  const refresh = (postSlug: string, entry: Entry): Promise<Served> => {
    const reading = read(postSlug).then(
      (body) => {
        entry.pending = undefined;
        // A comment posted meanwhile deleted the entry: this result is returned, not kept.
        if (cache.get(postSlug) === entry) {
          entry.body = body;
          entry.until = Date.now() + cacheMs;
        }
        return body;
      },
      (error: unknown) => {
        if (cache.get(postSlug) === entry) cache.delete(postSlug);
        throw error;
      },
    );
    entry.pending = reading;
    return reading;
  };

  /**
   * The post's newest page, from memory when fresh. An expired list is still answered at once
   * while one read refreshes it in the background (stale by at most one read), so readers
   * never queue behind the database; a list nobody has read yet waits for that one read.
   */
  const cachedPage = (postSlug: string): Promise<Served> => {
    const now = Date.now();
    const hit = cache.get(postSlug);
    if (hit) {
      if (hit.body === undefined) return hit.pending ?? refresh(postSlug, hit);
      if (hit.until <= now && !hit.pending) {
        // A failed background read is logged; the next request tries again.
        refresh(postSlug, hit).catch((error: unknown) =>
          app.log.warn({ err: error, postSlug }, 'comment list refresh failed'),
        );
      }
      return Promise.resolve(hit.body);
    }
    if (cache.size >= MAX_CACHED_POSTS) sweep(now);
    const own: Entry = { until: 0, body: undefined, pending: undefined };
    cache.set(postSlug, own);
    return refresh(postSlug, own);
  };

  app.get(
    '/:postSlug',
    { schema: { params: PostSlugParams, querystring: CommentsQuery } },
    async (request, reply) => {
      const { postSlug } = request.params;
      const { before } = request.query;
      const cursor = before === undefined ? undefined : decodeCursor(before);
      if (before !== undefined && !cursor) {
        throw httpError(400, "before must come from a previous page's Link header");
      }
      // Older pages are read as asked; only the newest, which every reader loads, is cached.
      const served =
        cursor || cacheMs <= 0
          ? serve(await listComments(app.db, postSlug, cursor))
          : await cachedPage(postSlug);
      // The list stays an array (its shape since the first API); what else there is travels
      // in headers: the older page's address (RFC 8288) and the post's visible total.
      if (served.next) {
        const older = `/api/comments/${encodeURIComponent(postSlug)}?before=${served.next}`;
        reply.header('link', `<${older}>; rel="next"`);
      }
      reply.header('x-total-count', String(served.total));
      // The body was serialized once for every reader (outside the typed response).
      const untyped = reply as FastifyReply;
      return untyped.type('application/json; charset=utf-8').send(served.body);
    },
  );

  app.post(
    '/',
    {
      bodyLimit: 16 * 1024,
      schema: { body: CommentBody, response: { 201: Comment } },
      // Session first: an anonymous flood is refused without touching the limiter's counters.
      // Then per account, from whatever addresses it posts: one account with many addresses
      // could otherwise bury a post's genuine comments.
      preHandler: [
        app.authenticate,
        app.limit('comments'),
        app.limit('commentsPerAccount', accountKey),
        app.limit('commentsPerAccountHour', accountKey),
      ],
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      const text = request.body.text.trim();
      if (text.length < 1 || [...text].length > 2000) {
        throw httpError(400, 'text must be 1 to 2,000 characters');
      }
      // Something a reader can see: not only spaces, controls, zero-width characters or blanks
      // that are letters or symbols by category (U+3164, U+2800).
      if (!drawsInk(text)) {
        throw httpError(400, 'text must contain something to read');
      }
      const { postSlug } = request.body;
      if ((await app.content.getPostClaps(postSlug)) === null) {
        throw httpError(404, 'Post not found');
      }
      // An owner's own comments are never held.
      const holdFirst =
        (await commentSettings(app.db)).holdFirstComments &&
        !(user.emailVerified && (await app.isOwner(user.email)));
      const created = await addComment(app.db, { postSlug, text, user }, { perPost, holdFirst });
      // This process answers with the new comment from now on (a read in flight is not kept).
      if (!created.held) cache.delete(postSlug);
      await app.ownerNotices.add('comment', created._id);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      schema: { params: IdParams },
      preHandler: [app.authenticate, app.limit('comments')],
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      // Someone else's comment is answered as a missing one: nothing tells whose it is.
      const deleted = await deleteComment(app.db, request.params.id, user, user.id);
      if (!deleted) throw httpError(404, 'Comment not found');
      await app.commentChanges.publish(deleted.postSlug);
      return reply.code(204).send();
    },
  );
};

export default commentRoutes;
