import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { HttpError, httpError } from '../../lib/errors';
import { saveContactMessage } from '../../data/inbox';
import { ContactForm } from '../../../shared/schemas';

/**
 * POST /api/v1.0/email/send-form: the mail service's form endpoint, answered by the contact
 * inbox when the site has no EmailJS account. @emailjs/browser treats a 200 as sent and shows
 * the body of anything else.
 */
// The whole form, however it is encoded (the textarea allows 5,000 characters, up to 4 bytes
// each, plus the other fields).
const FORM_LIMIT = 64 * 1024;
const TOO_LARGE = `The form is larger than ${FORM_LIMIT / 1024} KiB`;

const contactRoutes: FastifyPluginAsync = async (fastify) => {
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
      const id = await saveContactMessage(app.db, request.body);
      await app.ownerNotices.add('message', id);
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

export default contactRoutes;
