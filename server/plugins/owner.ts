import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStoredOwner, storedOwners } from '../data/owners';
import { HttpError, httpError } from '../lib/errors';

type OwnerOptions = {
  /** OWNER_EMAILS, already lower-cased: owners besides those in the `owners` table. */
  ownerEmails?: string[];
};

/** Every route under this prefix is the owner's, whoever registers it. */
const ADMIN_PREFIX = '/api/admin';

const isAdminRoute = (url: string | undefined) =>
  url !== undefined && (url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`));

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this (lower-cased) email is an owner's. The role also needs the account's address
     * to be verified, which `requireOwner` checks.
     */
    isOwner(email: string): Promise<boolean>;
    /** OWNER_EMAILS and the owners table together: who owner notices go to. */
    ownerEmails(): Promise<string[]>;
    /**
     * Sets request.user for an owner's session and answers anyone else (no session, an
     * expired one, a non-owner) exactly as an unknown route would, so the owner's API is not
     * even visible to them. Every route under /api/admin/ gets it as an onRequest hook from
     * this plugin (before its body or query is validated, which would tell a route exists);
     * calling it again for the same request costs nothing.
     */
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Another way into this /api/admin route besides an owner's session: GET /api/admin/inbox
     * also takes the INBOX_TOKEN bearer token (routes/admin/inbox.ts).
     */
    ownerOr?: (request: FastifyRequest) => boolean;
  }
}

/** The same 404 as the app's not-found handler gives for an unknown API path. */
function routeNotFound(request: FastifyRequest) {
  const urlPath = request.url.split('?')[0] ?? '/';
  return httpError(404, `Route ${request.method} ${urlPath} not found`);
}

export default fp<OwnerOptions>(
  async (app, options) => {
    const fromSettings = new Set(options.ownerEmails ?? []);
    const verified = new WeakSet<FastifyRequest>();

    // OWNER_EMAILS without a query; then one read of the owners table's primary key.
    app.decorate('isOwner', async (email: string) => {
      if (fromSettings.has(email)) return true;
      return isStoredOwner(app.db, email);
    });
    app.decorate('ownerEmails', async () => [
      ...new Set([...fromSettings, ...(await storedOwners(app.db))]),
    ]);

    const requireOwner = async (request: FastifyRequest, reply: FastifyReply) => {
      if (verified.has(request)) return;
      // The session check may clear an expired cookie or renew a live one. Those headers go
      // out to an owner only: anyone else must get exactly what an unknown route sends.
      const cookieChanges: (() => void)[] = [];
      const held = Object.create(reply, {
        setCookie: {
          value: (...args: Parameters<FastifyReply['setCookie']>) => {
            cookieChanges.push(() => {
              reply.setCookie(...args);
            });
            return held;
          },
        },
        clearCookie: {
          value: (...args: Parameters<FastifyReply['clearCookie']>) => {
            cookieChanges.push(() => {
              reply.clearCookie(...args);
            });
            return held;
          },
        },
      }) as FastifyReply;
      try {
        await app.authenticate(request, held);
      } catch (error) {
        // No session or a dead one. Anything else (the database down) stays a 5xx.
        if (error instanceof HttpError && error.statusCode === 401) throw routeNotFound(request);
        throw error;
      }
      const user = request.user;
      // The role needs an address its account has proved to hold: whoever signs up first with
      // an owner's address gets a stranger's answer until a link mailed there is opened. A
      // session started with a passkey added before that never has it: whoever held the
      // address then need not have been its owner.
      if (!user || !user.emailVerified || user.earlyPasskey || !(await app.isOwner(user.email))) {
        request.user = null;
        throw routeNotFound(request);
      }
      for (const change of cookieChanges) change();
      verified.add(request);
    };
    app.decorate('requireOwner', requireOwner);

    // Routes added later under /api/admin/ (by any plugin) are the owner's without asking,
    // and their answers are private (the session plugin's no-store and Vary: Cookie).
    app.addHook('onRoute', (route) => {
      if (isAdminRoute(route.url)) route.config = { ...route.config, session: true };
    });
    // An unknown path there has no route and gets the not-found handler's identical 404.
    app.addHook('onRequest', async (request, reply) => {
      if (!isAdminRoute(request.routeOptions.url)) return;
      if (request.routeOptions.config.ownerOr?.(request)) return;
      await requireOwner(request, reply);
    });
  },
  { name: 'owner', dependencies: ['database', 'session'] },
);
