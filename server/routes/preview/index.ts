import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  endPreviewLink,
  findPreviewLink,
  type DraftImage,
  type DraftReader,
} from '../../data/previews';
import { httpError } from '../../lib/errors';
import {
  PreviewImageParams,
  PreviewParams,
  PreviewResponse,
  type PreviewPost,
} from '../../../shared/schemas';

type PreviewRoutesOptions = {
  /** Reads the drafts; absent, every link answers as an unknown one. */
  drafts?: DraftReader;
};

const PREVIEW_GONE = 'This preview link has expired or does not exist.';
const DRAFT_GONE =
  'This preview link has ended: its draft was published or removed, and the link does not come back with a new draft.';
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** Never indexed, never cached by anyone but the reader, never named in a Referer. */
function privately(reply: FastifyReply, cache = 'private, no-store') {
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('cache-control', cache);
  reply.header('referrer-policy', 'no-referrer');
}

/**
 * GET /api/preview/:token: the draft a private preview link opens (no account needed), and
 * GET /api/preview/:token/images/:image, the draft's pictures through the same link. An unknown
 * or expired token is 404 with a message saying so; nothing tells the two apart. A link whose
 * draft was published or removed is 404 with a message saying that, from then on.
 */
const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const open = async (token: string) => {
    const link = await findPreviewLink(app.db, token);
    if (!link || !options.drafts) throw httpError(404, PREVIEW_GONE);
    if (link.endedAt) throw httpError(404, DRAFT_GONE);
    const draft = await options.drafts.get(link.postId);
    if (!draft) {
      // Published or removed: the link ends for good, so a draft made again under the same id
      // (the post taken back, edited anew) is never shown through it.
      await endPreviewLink(app.db, link.id);
      throw httpError(404, DRAFT_GONE);
    }
    return { link, draft };
  };

  app.get(
    '/:token',
    {
      onRequest: app.limit('previews'),
      schema: { params: PreviewParams, response: { 200: PreviewResponse } },
    },
    async (request, reply) => {
      privately(reply);
      const { token } = request.params;
      const { link, draft } = await open(token);
      // Pictures are served under the link, from the API's own origin (the site prefixes it).
      const picture = (image: DraftImage, alt: string) => ({
        src: `/api/preview/${token}/images/${encodeURIComponent(image.id)}`,
        alt,
        ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
      });
      const body = draft.body.map((block) => {
        if (block._type !== 'figure' || !block.image) return block;
        const alt = typeof block.alt === 'string' ? block.alt : '';
        return { ...block, image: picture(block.image as DraftImage, alt) };
      });
      const post: PreviewPost = {
        title: draft.title,
        slug: draft.slug,
        publishedAt: draft.publishedAt,
        updatedAt: draft.updatedAt,
        ...(draft.description ? { description: draft.description } : {}),
        categories: draft.categories,
        ...(draft.cover ? { cover: picture(draft.cover.image, draft.cover.alt) } : {}),
        body,
      };
      return { post, expiresAt: link.expiresAt.toISOString() };
    },
  );

  app.get(
    '/:token/images/:image',
    { onRequest: app.limit('previews'), schema: { params: PreviewImageParams } },
    async (request, reply) => {
      privately(reply);
      const { draft } = await open(request.params.token);
      // Only the pictures this draft shows, fetched from where the content service keeps them.
      const image = draft.images.find((known) => known.id === request.params.image);
      if (!image) throw httpError(404, 'Image not found');
      let response: Response;
      try {
        response = await fetch(image.url, { signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        throw Object.assign(httpError(502, 'The image could not be fetched'), { cause: error });
      }
      const type = response.headers.get('content-type') ?? '';
      const length = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || !type.startsWith('image/') || length > MAX_IMAGE_BYTES) {
        await response.body?.cancel();
        throw httpError(502, `The content service answered ${response.status} for the image`);
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      privately(reply, 'private, max-age=300');
      // An SVG opened on its own is a document: it may draw, never run anything.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      return reply.type(type).send(bytes);
    },
  );
};

export default previewRoutes;
