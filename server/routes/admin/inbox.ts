import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listInbox, toInboxMessage, updateInboxMessage } from '../../data/inbox';
import { httpError } from '../../lib/errors';
import { IdParams, InboxChange, InboxMessage } from '../../../shared/schemas';

/**
 * The contact inbox under /api/admin: GET /inbox for an owner's session or, as before the
 * owner's area, `Authorization: Bearer INBOX_TOKEN` (scripts and curl while the server runs);
 * PATCH /inbox/:id marks a message read or handled (owners only). Anyone else gets the owner
 * plugin's unknown-route 404, a wrong token included.
 */
const inboxRoutes: FastifyPluginAsync<{ token?: string }> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const expected = options.token
    ? crypto.createHash('sha256').update(options.token).digest()
    : undefined;
  const bearerMatches = (request: FastifyRequest) => {
    if (!expected) return false;
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined) return false;
    const digest = crypto.createHash('sha256').update(given).digest();
    return crypto.timingSafeEqual(digest, expected);
  };

  app.get(
    '/inbox',
    {
      config: { ownerOr: bearerMatches },
      schema: { response: { 200: Type.Array(InboxMessage) } },
    },
    async () => (await listInbox(app.db)).map(toInboxMessage),
  );

  app.patch(
    '/inbox/:id',
    {
      bodyLimit: 1024,
      schema: { params: IdParams, body: InboxChange, response: { 200: InboxMessage } },
    },
    async (request) => {
      const { read, handled } = request.body;
      if (read === undefined && handled === undefined) {
        throw httpError(400, 'Send read or handled (true or false)');
      }
      const row = await updateInboxMessage(app.db, request.params.id, { read, handled });
      if (!row) throw httpError(404, 'Message not found');
      return toInboxMessage(row);
    },
  );
};

export default inboxRoutes;
