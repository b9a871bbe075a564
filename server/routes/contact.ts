import crypto from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { contactMessages } from '../db/schema';
import { HttpError, httpError } from '../lib/errors';
import { Type } from '@sinclair/typebox';
import { listInbox, toInboxMessage, updateInboxMessage } from '../inbox';
import { ContactForm, IdParams, InboxChange, InboxMessage } from '../../shared/schemas';

/**
 * POST /api/v1.0/email/send-form: the mail service's form endpoint, answered by the contact
 * inbox when the site has no EmailJS account. @emailjs/browser treats a 200 as sent and shows
 * the body of anything else.
 */
// The whole form, however it is encoded (the textarea allows 5,000 characters, up to 4 bytes
// each, plus the other fields).
const FORM_LIMIT = 64 * 1024;
const TOO_LARGE = `The form is larger than ${FORM_LIMIT / 1024} KiB`;

export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  // A multipart parser that fails (no boundary, a body cut short, a malformed part) throws a
  // plain Error before the handler runs; that is the client's bad input, not a server fault.
  const parsed = new WeakSet<object>();
  fastify.setErrorHandler((error: FastifyError, request) => {
    if (parsed.has(request) || error instanceof HttpError || error.statusCode !== undefined) {
      throw error;
    }
    request.log.warn({ reason: error.message }, 'malformed form data');
    throw httpError(400, 'Malformed form data; send the form again');
  });

  // Multipart is accepted here only, with every count and size bounded. Its parser reads the
  // request stream itself and ignores Fastify's bodyLimit, so the total is counted here.
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fields: 20,
      parts: 20,
      files: 0,
      fileSize: 0,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
    },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/send-form',
    {
      bodyLimit: FORM_LIMIT,
      schema: { body: ContactForm },
      onRequest: [app.limit('contact'), limitFormSize],
      preHandler: async (request) => {
        parsed.add(request);
      },
    },
    async (request, reply) => {
      const form = request.body;
      await app.db.insert(contactMessages).values({
        name: form.user_name.trim() || form.user_name,
        email: form.user_email.toLowerCase(),
        // Multipart encoding turns every newline into CRLF; store the text as typed.
        message: form.user_message.replace(/\r\n?/g, '\n'),
        serviceId: form.service_id,
        templateId: form.template_id,
      });
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};

/**
 * 413 for a form over FORM_LIMIT: at once when Content-Length says so, else (a chunked body) as
 * soon as the bytes read pass it. The error goes to the request stream, where the multipart
 * parser reports it instead of reading on.
 */
async function limitFormSize(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FORM_LIMIT) throw httpError(413, TOO_LARGE);
  let received = 0;
  const raw = request.raw;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= FORM_LIMIT) return;
    raw.off('data', count);
    raw.emit('error', httpError(413, TOO_LARGE));
  };
  raw.on('data', count);
}

/**
 * The contact inbox under /api/admin: GET /inbox for an owner's session or, as before the
 * owner's area, `Authorization: Bearer INBOX_TOKEN` (scripts and curl while the server runs);
 * PATCH /inbox/:id marks a message read or handled (owners only). Anyone else gets the owner
 * plugin's unknown-route 404, a wrong token included.
 */
export const inboxRoutes: FastifyPluginAsync<{ token?: string }> = async (fastify, options) => {
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
