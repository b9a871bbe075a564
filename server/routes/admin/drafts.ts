import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
  sweepPreviewLinks,
  type DraftReader,
} from '../../data/previews';
import { httpError } from '../../lib/errors';
import {
  AdminDrafts,
  CreatedPreviewLink,
  DraftParams,
  IdParams,
  type PreviewLinkInfo,
} from '../../../shared/schemas';

type DraftRoutesOptions = {
  /** Reads the drafts (a token that sees them); absent, the routes say why there are none. */
  drafts?: DraftReader;
  /** The site's origin: preview links are `${siteUrl}/preview#<token>`. */
  siteUrl: string;
};

const NO_DRAFTS =
  'Drafts cannot be read on this server: with a Sanity project, set SANITY_TOKEN to a token that may read drafts (docs/admin.md, Previews).';

/**
 * The owner's drafts and their private preview links: GET /drafts (every draft post, with its
 * working links), POST /drafts/:id/previews (a new link, its address shown once), DELETE
 * /previews/:id (end a link early). Owners only, like everything under /api/admin.
 */
const draftRoutes: FastifyPluginAsync<DraftRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const drafts = () => {
    if (!options.drafts) throw httpError(409, NO_DRAFTS);
    return options.drafts;
  };
  const info = (row: { id: string; createdAt: Date; expiresAt: Date }): PreviewLinkInfo => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  app.get('/drafts', { schema: { response: { 200: AdminDrafts } } }, async () => {
    // Links of drafts that are gone (published, removed) end here, seen or not.
    const list = await sweepPreviewLinks(app.db, drafts());
    const links = await listPreviewLinks(app.db);
    return {
      drafts: list.map((draft) => ({
        ...draft,
        links: links.filter((link) => link.postId === draft.id).map(info),
      })),
    };
  });

  // The site sends `{}`; nothing in the body is read.
  app.post(
    '/drafts/:id/previews',
    {
      bodyLimit: 1024,
      onRequest: app.limit('previewLinks'),
      schema: { params: DraftParams, response: { 201: CreatedPreviewLink } },
    },
    async (request, reply) => {
      const draft = await drafts().get(request.params.id);
      if (!draft) throw httpError(404, 'Draft not found: it may have been published or removed');
      const { row, token } = await createPreviewLink(app.db, {
        postId: draft.id,
        createdBy: request.user?.id,
      });
      request.log.info({ draft: draft.id, link: row.id }, 'preview link made');
      return reply.code(201).send({ ...info(row), url: `${options.siteUrl}/preview#${token}` });
    },
  );

  app.delete('/previews/:id', { schema: { params: IdParams } }, async (request, reply) => {
    if (!(await revokePreviewLink(app.db, request.params.id))) {
      throw httpError(404, 'Preview link not found');
    }
    return reply.code(204).send();
  });
};

export default draftRoutes;
