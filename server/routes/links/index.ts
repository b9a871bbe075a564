import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors';
import { codeFor, linkOf } from '../../data/links';
import { sameOriginPath } from '../../../shared/return-path';
import { CodeParams, ShortenBody, ShortenResponse } from '../../../shared/schemas';

const CODE_PATTERN = /^[A-Za-z0-9]{7}$/;

type LinkOptions = { siteUrl: string; siteOrigins: string[] };

/**
 * Only pages of this site may be shortened, under any of its origins (the site opened as
 * 127.0.0.1 shares like the site opened as SITE_URL). What is stored is the path, query and
 * fragment alone, so a short link can only ever lead to SITE_URL.
 */
function ownPage(raw: string, origins: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw httpError(400, 'url must be an address on this site');
  }
  if (!origins.includes(url.origin) || url.username || url.password) {
    throw httpError(400, 'url must be an address on this site');
  }
  // A page of this site that sends the reader elsewhere afterwards (/login?next=/%09/evil) is
  // not one to hide behind a short link.
  if (url.searchParams.getAll('next').some((next) => sameOriginPath(next) === null)) {
    throw httpError(400, 'url must not lead off this site (its next is another address)');
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a stored link leads: its path on SITE_URL (older rows hold whole URLs). */
function target(stored: string, siteUrl: string): string {
  const url = new URL(stored, siteUrl);
  return `${siteUrl}${url.pathname}${url.search}${url.hash}`;
}

/** POST /url -> { shortUrl }; GET /s/:code -> redirect. */
export default (async (fastify, options: LinkOptions) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/url',
    {
      bodyLimit: 4096,
      schema: { body: ShortenBody, response: { 200: ShortenResponse } },
      onRequest: app.limit('shorten'),
    },
    async (request) => {
      const url = ownPage(request.body.url, options.siteOrigins);
      const code = await codeFor(app.db, url);
      return { shortUrl: `${options.siteUrl}/s/${code}` };
    },
  );

  app.get('/s/:code', { schema: { params: CodeParams } }, async (request, reply) => {
    const { code } = request.params;
    const link = CODE_PATTERN.test(code) ? await linkOf(app.db, code) : undefined;
    if (!link) return reply.callNotFound();
    return reply.redirect(target(link, options.siteUrl), 302);
  });
}) satisfies FastifyPluginAsync<LinkOptions>;
