import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { contactMessages } from '../db/schema';
import { httpError } from '../lib/errors';
import { listInbox } from '../inbox';
import { ContactForm } from '../schemas';

/**
 * POST /api/v1.0/email/send-form: the mail service's form endpoint, answered by the contact
 * inbox when the site has no EmailJS account. @emailjs/browser treats a 200 as sent and shows
 * the body of anything else.
 */
export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  // Multipart is accepted here only, with every count and size bounded (its parser ignores
  // Fastify's bodyLimit).
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
    { bodyLimit: 64 * 1024, schema: { body: ContactForm }, onRequest: app.limit('contact') },
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

/** GET /api/admin/inbox with `Authorization: Bearer INBOX_TOKEN`; off when no token is set. */
export const inboxRoutes: FastifyPluginAsync<{ token?: string }> = async (app, options) => {
  const expected = options.token
    ? crypto.createHash('sha256').update(options.token).digest()
    : undefined;

  app.get('/inbox', async (request, reply) => {
    if (!expected) return reply.callNotFound();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const digest = crypto.createHash('sha256').update(given).digest();
    if (!crypto.timingSafeEqual(digest, expected)) throw httpError(401, 'Unauthorized');
    return listInbox(app.db);
  });
};
