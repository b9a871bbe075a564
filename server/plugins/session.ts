import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
// request.cookies, reply.setCookie and reply.clearCookie (registered by the app).
import type {} from '@fastify/cookie';
import { endSession, extendSession, sessionUser, startSession } from '../data/accounts';
import { httpError } from '../lib/errors';
import { hashToken, newSessionToken, SESSION_TOKEN_PATTERN } from '../lib/tokens';
import { agentLabel, deviceClass } from '../lib/user-agent';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most once an hour per session, not on every request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

type SessionUser = {
  id: string;
  username: string;
  email: string;
  /** Whether a link mailed to `email` was opened (the owner's role needs it). */
  emailVerified: boolean;
  /** The SHA-256 of the request's session token: which of the user's sessions this is. */
  sessionHash: string;
  /**
   * The session was started with a passkey added before the address was verified: it never
   * carries the owner's role.
   */
  earlyPasskey: boolean;
};

type SessionOptions = {
  /** Secure `__Host-session` cookie (HTTPS only); a plain `session` cookie otherwise. */
  production: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      cookieName: string;
      /**
       * Starts a session for the user (a new token every time), replacing the one the request
       * carries, and sets the cookie. The browser's device class comes from its User-Agent.
       * `earlyPasskey`: signed in with a passkey added before the address was verified.
       */
      start(
        userId: string,
        request: FastifyRequest,
        reply: FastifyReply,
        options?: { earlyPasskey?: boolean },
      ): Promise<void>;
      /** Deletes the request's session, if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** The request's session token, when it carries a well-formed one. */
      tokenOf(request: FastifyRequest): string | undefined;
    };
    /** preHandler: 401 unless the request carries a live session; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's answers depend on who is asking: every one of them, errors included, is sent
     * with `Cache-Control: no-store` and `Vary: Cookie`. Set by this plugin for routes under
     * /api/auth and /api/account and for any route with `authenticate` among its hooks, by the
     * owner plugin for /api/admin; a route may set it itself.
     */
    session?: boolean;
  }
}

/** Every route under these is about the session (signing in and out, the account). */
const SESSION_PREFIXES = ['/api/auth', '/api/account'];

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * Marks an answer as this asker's alone: no cache (the browser's, a proxy's, a CDN's) may keep
 * it, and one that ignores that still knows the answer varies with the cookie. A stricter
 * Cache-Control the route set (`private, no-store`) is kept.
 */
export function markPrivate(reply: FastifyReply): void {
  const cache = String(reply.getHeader('cache-control') ?? '');
  if (!/\bno-store\b/.test(cache)) reply.header('cache-control', 'no-store');
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('cookie') && !names.includes('*')) {
    reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
  }
}

export default fp<SessionOptions>(
  async (app, options) => {
    // Browsers refuse __Host- cookies without Secure, and Secure cookies on plain http://localhost.
    const cookieName = options.production ? '__Host-session' : 'session';
    // What a __Host- cookie requires (Secure, Path=/, no Domain), and no script may read it.
    const attributes = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
    } as const;
    const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) => {
      const maxAge = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
      reply.setCookie(cookieName, token, { ...attributes, maxAge });
    };
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(cookieName, attributes);
    // Requests whose session was read, by any route: their answers are marked private too, so
    // a route that reads the session without saying so still cannot be cached.
    const readers = new WeakSet<FastifyRequest>();
    const tokenOf = (request: FastifyRequest): string | undefined => {
      readers.add(request);
      const token = request.cookies[cookieName];
      return token && SESSION_TOKEN_PATTERN.test(token) ? token : undefined;
    };

    app.decorateRequest('user', null);

    app.decorate('sessions', {
      cookieName,
      async start(
        userId: string,
        request: FastifyRequest,
        reply: FastifyReply,
        startOptions: { earlyPasskey?: boolean } = {},
      ) {
        const token = newSessionToken();
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        const previousToken = tokenOf(request);
        const userAgent = request.headers['user-agent'];
        await startSession(app.db, {
          tokenHash: hashToken(token),
          userId,
          expiresAt,
          previousTokenHash: previousToken ? hashToken(previousToken) : undefined,
          device: deviceClass(userAgent),
          agent: agentLabel(userAgent),
          earlyPasskey: startOptions.earlyPasskey,
        });
        setCookie(reply, token, expiresAt);
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        const token = tokenOf(request);
        if (token) await endSession(app.db, hashToken(token));
        clearCookie(reply);
      },
      tokenOf,
    });

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      readers.add(request);
      if (request.cookies[cookieName] === undefined) {
        throw httpError(401, 'Unauthorized, No token');
      }
      const token = tokenOf(request);
      const tokenHash = token ? hashToken(token) : undefined;
      const row = tokenHash ? await sessionUser(app.db, tokenHash) : undefined;
      const now = Date.now();
      if (!row || !tokenHash || row.expiresAt.getTime() <= now) {
        // Unknown, logged-out and expired tokens look the same to the site: log in again.
        if (row && tokenHash) await endSession(app.db, tokenHash);
        clearCookie(reply);
        throw httpError(401, 'Token expired');
      }
      if (row.expiresAt.getTime() - now < SESSION_TTL_MS - EXTEND_AFTER_MS && token) {
        const expiresAt = new Date(now + SESSION_TTL_MS);
        await extendSession(app.db, tokenHash, expiresAt);
        setCookie(reply, token, expiresAt);
      }
      request.user = {
        id: row.id,
        username: row.username,
        email: row.email,
        emailVerified: row.emailVerifiedAt !== null,
        sessionHash: tokenHash,
        earlyPasskey: row.earlyPasskey,
      };
    };
    app.decorate('authenticate', authenticate);

    // Routes added from here on, by any plugin: those about the session, or that check it in a
    // hook, are private on every answer, including a 401, a 403 or a 429 sent before the
    // session is read.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
      const url = route.url ?? '';
      if (hooks.includes(authenticate) || SESSION_PREFIXES.some((p) => isUnder(url, p))) {
        route.config = { ...route.config, session: true };
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.session || readers.has(request)) markPrivate(reply);
      return payload;
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
