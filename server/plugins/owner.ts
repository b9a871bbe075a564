import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { owners } from '../db/schema';
import { httpError } from '../lib/errors';

export type OwnerOptions = {
  /** OWNER_EMAILS, already lower-cased: owners besides those in the `owners` table. */
  ownerEmails?: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the account with this (lower-cased) email is an owner. */
    isOwner(email: string): Promise<boolean>;
    /**
     * preHandler for every /api/admin route: sets request.user for an owner's session and
     * answers anyone else (no session, an expired one, a non-owner) exactly as an unknown
     * route would, so the owner's API is not even visible to them.
     */
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The same 404 as the app's not-found handler gives for an unknown API path. */
export function routeNotFound(request: FastifyRequest) {
  const urlPath = request.url.split('?')[0] ?? '/';
  return httpError(404, `Route ${request.method} ${urlPath} not found`);
}

export default fp<OwnerOptions>(
  async (app, options) => {
    const fromSettings = new Set(options.ownerEmails ?? []);

    app.decorate('isOwner', async (email: string) => {
      if (fromSettings.has(email)) return true;
      const [row] = await app.db
        .select({ email: owners.email })
        .from(owners)
        .where(eq(owners.email, email));
      return row !== undefined;
    });

    app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await app.authenticate(request, reply);
      } catch {
        throw routeNotFound(request);
      }
      const user = request.user;
      if (!user || !(await app.isOwner(user.email))) {
        request.user = null;
        throw routeNotFound(request);
      }
    });
  },
  { name: 'owner', dependencies: ['database'] },
);
